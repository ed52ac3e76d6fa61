import { describe, expect, it } from 'vitest';
import { concurrencyGate } from './concurrency-gate.ts';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('concurrency gate', () => {
  it('runs at most the limit at once, in the order they came', async () => {
    const gated = concurrencyGate(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const all = Array.from({ length: 6 }, (_, i) =>
      gated(async () => {
        order.push(i);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((release) => releases.push(release));
        running -= 1;
        return i;
      }),
    );
    await turn();
    expect(order).toEqual([0, 1]);
    // Finishing one lets exactly one more in, the next in line.
    releases.shift()!();
    await turn();
    expect(order).toEqual([0, 1, 2]);
    while (order.length < 6 || releases.length > 0) {
      releases.shift()?.();
      await turn();
    }
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('a failure frees its place and reaches only its caller', async () => {
    const gated = concurrencyGate(1);
    const failed = gated(async () => {
      throw new Error('boom');
    });
    const next = gated(async () => 'after');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('after');
    // And the gate is free again.
    await expect(gated(async () => 'again')).resolves.toBe('again');
  });
});
