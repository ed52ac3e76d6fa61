import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, newRecoveryCodes, otpauthUri, totpAt } from './totp.ts';

// RFC 6238 Appendix B: the SHA1 seed is the ASCII string "12345678901234567890", 8 digits.
const rfcSeed = Buffer.from('12345678901234567890', 'ascii');
const rfcSha1Vectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(rfcSha1Vectors)('at T=%i the SHA1 code is %s', (time, code) => {
    expect(totpAt(rfcSeed, time, 8)).toBe(code);
  });

  it('matches RFC 4226 Appendix D HOTP values', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314'];
    expect(expected.map((_, counter) => hotp(rfcSeed, counter))).toEqual(expected);
  });

  it('round-trips base32 (RFC 4648 test vectors)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode(base32Encode(rfcSeed)).equals(rfcSeed)).toBe(true);
  });

  const secret = base32Encode(rfcSeed);
  const now = 1111111111;
  const codeAt = (time: number) => totpAt(rfcSeed, time);

  it('accepts the current step and one step either side, nothing further', () => {
    expect(matchTotp(secret, codeAt(now), now, null)).toBe(Math.floor(now / 30));
    expect(matchTotp(secret, codeAt(now - 30), now, null)).toBe(Math.floor(now / 30) - 1);
    expect(matchTotp(secret, codeAt(now + 30), now, null)).toBe(Math.floor(now / 30) + 1);
    expect(matchTotp(secret, codeAt(now - 60), now, null)).toBeNull();
    expect(matchTotp(secret, codeAt(now + 60), now, null)).toBeNull();
  });

  it('refuses a code of a step already accepted, and of any earlier step', () => {
    const step = matchTotp(secret, codeAt(now), now, null);
    expect(step).not.toBeNull();
    expect(matchTotp(secret, codeAt(now), now, step)).toBeNull();
    expect(matchTotp(secret, codeAt(now - 30), now, step)).toBeNull();
    expect(matchTotp(secret, codeAt(now + 30), now, step)).toBe(step! + 1);
  });

  it('refuses malformed codes', () => {
    expect(matchTotp(secret, '12345', now, null)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now, null)).toBeNull();
  });

  it('builds an otpauth URI an authenticator app reads', () => {
    const uri = new URL(otpauthUri('JBSWY3DPEHPK3PXP', 'root@alphadesk.tw'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
  });

  it('makes distinct recovery codes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
  });
});
