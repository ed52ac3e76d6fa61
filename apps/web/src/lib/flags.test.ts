import { describe, expect, it } from 'vitest';
import * as contracts from '@alphadesk/contracts';
import { inRollout, rolloutBucket, variantFor } from './flags.ts';

/**
 * An independent FNV-1a (BigInt arithmetic over UTF-8 bytes, written separately from contracts'
 * Math.imul version): what the server and the site compute must equal it.
 */
function referenceBucket(key: string, userId: string): number {
  let hash = 0x811c9dc5n;
  for (const byte of new TextEncoder().encode(`${key}:${userId}`)) {
    hash = ((hash ^ BigInt(byte)) * 0x01000193n) & 0xffffffffn;
  }
  return Number(hash % 10000n);
}

describe('the member site’s flag hash', () => {
  it('is the very function the server imports, not a copy', () => {
    expect(rolloutBucket).toBe(contracts.rolloutBucket);
    expect(inRollout).toBe(contracts.inRollout);
    expect(variantFor).toBe(contracts.variantFor);
  });

  it('agrees with an independent FNV-1a on 10,000 user ids', () => {
    const mismatches: string[] = [];
    for (let index = 0; index < 10_000; index++) {
      // UUID-like ids as the server issues, plus some non-ASCII to exercise UTF-8.
      const userId =
        index % 10 === 0
          ? `會員-${index}`
          : `${index.toString(16).padStart(8, '0')}-7a1c-4e2b-9f00-${(index * 7919).toString(16).padStart(12, '0')}`;
      const key = index % 2 === 0 ? 'pricing_annual_default' : 'pricing_test';
      if (rolloutBucket(key, userId) !== referenceBucket(key, userId)) mismatches.push(userId);
    }
    expect(mismatches).toEqual([]);
  });
});
