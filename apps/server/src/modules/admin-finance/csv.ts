/**
 * One CSV field. Quoted when needed; a value a spreadsheet would run as a formula (= + - @, tab,
 * carriage return) is prefixed with an apostrophe.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 with BOM so spreadsheet programs read the Chinese texts; CRLF lines. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
