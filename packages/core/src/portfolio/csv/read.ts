/**
 * A CSV reader for broker exports (RFC 4180 plus what exports do): a UTF-8 byte-order mark is
 * dropped, fields may be quoted (`"1,234"` keeps its comma; `""` inside quotes is one quote), lines
 * end in CRLF or LF, and a quoted field may span lines. Each record keeps the line it starts on, so
 * errors can name it. Decoding Big5 is the caller's job (`new TextDecoder('big5')`).
 */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export function readCsv(text: string): CsvRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;
  const endCell = () => {
    cells.push(cell);
    cell = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endCell();
    if (cells.some((value) => value.trim() !== '')) records.push({ line: recordLine, cells });
    cells = [];
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n') line++;
        cell += char;
      }
      continue;
    }
    if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === ',') {
      endCell();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += char;
      if (char.trim() !== '') fieldStarted = true;
    }
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
