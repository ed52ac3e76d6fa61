import { describe, expect, it } from 'vitest';
import { fnv1a32, inRollout, rolloutBucket, variantFor } from './flag-hash.ts';

describe('the shared flag hash', () => {
  it('is FNV-1a 32-bit (published test vectors)', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
    // UTF-8 bytes, not UTF-16 code units: 'é' is C3 A9.
    expect(fnv1a32('é')).toBe(fnv1a32('\u00e9'));
    expect(fnv1a32('é')).not.toBe(fnv1a32('\u00c3\u00a9'));
  });

  it('keeps a member inside as the rollout grows (in at 20 % stays in at 50 %)', () => {
    const ids = Array.from({ length: 2000 }, (_, index) => `member-${index}`);
    const inAt = (percent: number) =>
      new Set(ids.filter((id) => inRollout(rolloutBucket('new_pricing', id), percent)));
    const at20 = inAt(20);
    const at50 = inAt(50);
    for (const id of at20) expect(at50.has(id)).toBe(true);
    // Roughly the asked share (2000 ids: 20 % ± 3 %).
    expect(at20.size / ids.length).toBeGreaterThan(0.17);
    expect(at20.size / ids.length).toBeLessThan(0.23);
    expect(inAt(0).size).toBe(0);
    expect(inAt(100).size).toBe(ids.length);
  });

  it('splits variants by weight, the same answer every time', () => {
    const variants = [
      { key: 'control', weight: 70 },
      { key: 'annual_default', weight: 30 },
    ];
    const counts = { control: 0, annual_default: 0 };
    for (let index = 0; index < 4000; index++) {
      const variant = variantFor('pricing_test', `u${index}`, variants)!;
      expect(variantFor('pricing_test', `u${index}`, variants)).toBe(variant);
      counts[variant.key as keyof typeof counts] += 1;
    }
    expect(counts.control / 4000).toBeGreaterThan(0.67);
    expect(counts.control / 4000).toBeLessThan(0.73);
    expect(variantFor('x', 'u', [{ key: 'a', weight: 0 }])).toBeNull();
  });
});
