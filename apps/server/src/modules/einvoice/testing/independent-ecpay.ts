import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * A second implementation of ECPay's Data encoding, written from the documentation rather than from
 * protocol.ts: percent-encoding byte by byte (what encodeURIComponent leaves alone, minus `~` and
 * `'`, which .NET and PHP encode; space as `+`), AES-128-CBC with PKCS7, base64.
 */
const unreserved = /[A-Za-z0-9\-_.!*()]/;

export function independentUrlEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (byte < 0x80 && unreserved.test(char)) out += char;
    else if (char === ' ') out += '+';
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export function independentEncrypt(data: unknown, keys: { hashKey: string; hashIv: string }): string {
  const cipher = createCipheriv(
    'aes-128-cbc',
    Buffer.from(keys.hashKey, 'latin1'),
    Buffer.from(keys.hashIv, 'latin1'),
  );
  cipher.setAutoPadding(false);
  const plain = Buffer.from(independentUrlEncode(JSON.stringify(data)), 'latin1');
  const padLength = 16 - (plain.length % 16);
  const padded = Buffer.concat([plain, Buffer.alloc(padLength, padLength)]);
  return Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64');
}

export function independentDecrypt(cipherText: string, keys: { hashKey: string; hashIv: string }): unknown {
  const decipher = createDecipheriv(
    'aes-128-cbc',
    Buffer.from(keys.hashKey, 'latin1'),
    Buffer.from(keys.hashIv, 'latin1'),
  );
  decipher.setAutoPadding(false);
  const padded = Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64')), decipher.final()]);
  const plain = padded.subarray(0, padded.length - padded[padded.length - 1]!).toString('latin1');
  const bytes = plain
    .replace(/\+/g, ' ')
    .replace(/%([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return JSON.parse(Buffer.from(bytes, 'latin1').toString('utf8'));
}
