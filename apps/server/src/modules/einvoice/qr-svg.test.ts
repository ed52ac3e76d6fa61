import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrSvg } from './qr-svg.ts';

/** Reads the dark modules back out of the SVG's path (one `M x y h1v1h-1z` per module). */
function modulesOf(svg: string): { size: number; dark: Set<string> } {
  const viewBox = /viewBox="0 0 (\d+) \1"/.exec(svg);
  const path = /<path fill="#000" d="([^"]*)"/.exec(svg);
  const dark = new Set<string>();
  for (const match of path![1]!.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) dark.add(`${match[1]},${match[2]}`);
  return { size: Number(viewBox![1]), dark };
}

// A left code as the certificate builds it (invoice number, date, random number, amounts, tax ids,
// verification, then the item count and encoding) and a right code with a Chinese item name.
const left =
  'AD10000001115112112340000000000000753000000000000000054321098Yg3bMPdJ8Hs1hNIYoEmTUQ==:**********:1:1:1:';
const right = '**AlphaDesk 黃金會員 月繳:1:1999';

describe('the e-invoice QR codes as SVG', () => {
  for (const [name, text] of [
    ['left', left],
    ['right', right],
  ] as const) {
    it(`draws exactly the ${name} code's modules, version 6 or above with error correction L`, () => {
      const svg = qrSvg(text);
      const expected = QRCode.create(text, { errorCorrectionLevel: 'L', version: 6 });
      const { size, dark } = modulesOf(svg);
      const modules = expected.modules.size;
      expect(modules).toBeGreaterThanOrEqual(41); // version 6 is 41 × 41
      expect(size).toBe(modules + 8); // a quiet zone of four modules each side
      for (let row = 0; row < modules; row++)
        for (let column = 0; column < modules; column++)
          expect(dark.has(`${column + 4},${row + 4}`)).toBe(Boolean(expected.modules.get(row, column)));
    });
  }

  it('a text too long for version 6 takes a larger version instead of failing', () => {
    const long = `${left}${'X'.repeat(200)}`;
    const { size } = modulesOf(qrSvg(long));
    expect(size - 8).toBeGreaterThan(41);
    expect(size - 8).toBe(QRCode.create(long, { errorCorrectionLevel: 'L' }).modules.size);
  });
});
