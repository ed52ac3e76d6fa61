/**
 * Big5 bytes of a text, for tests of Big5 files (Node decodes Big5 but does not encode it): the
 * table is the decoder run over every two-byte code.
 */
let table: Map<string, number[]> | null = null;

function big5Table(): Map<string, number[]> {
  if (table) return table;
  table = new Map();
  const decoder = new TextDecoder('big5');
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (const trail of [...range(0x40, 0x7e), ...range(0xa1, 0xfe)]) {
      const char = decoder.decode(new Uint8Array([lead, trail]));
      if (char.length === 1 && char !== '\uFFFD' && !table.has(char)) table.set(char, [lead, trail]);
    }
  }
  return table;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export function encodeBig5(text: string): Uint8Array {
  const codes = big5Table();
  const bytes: number[] = [];
  for (const char of text) {
    if (char.charCodeAt(0) < 0x80) bytes.push(char.charCodeAt(0));
    else {
      const code = codes.get(char);
      if (!code) throw new Error(`no Big5 code for ${char}`);
      bytes.push(...code);
    }
  }
  return new Uint8Array(bytes);
}
