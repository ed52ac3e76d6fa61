import { describe, expect, it } from 'vitest';
import type { AnalysesRepository } from '../repository.ts';
import { createAiPreview, previewTtlMs } from './preview.ts';

type Latest = Awaited<ReturnType<AnalysesRepository['latestCompleted']>>;

/** A repository whose `latestCompleted` reads wait until the test settles them, counted. */
function pausedRepository() {
  const reads: Array<{ symbol: string; settle: (row: Latest) => void; fail: (error: Error) => void }> = [];
  const repository = {
    latestCompleted: (symbol: string) =>
      new Promise<Latest>((settle, fail) => reads.push({ symbol, settle, fail })),
  } as unknown as AnalysesRepository;
  return { repository, reads };
}

const call = (targetPrice: number): Latest => ({
  result: 'buy',
  confidence: 0.8,
  targetPrice,
  priceAtCall: 100,
  report: null,
});

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('AI preview of a stock detail', () => {
  it('asks the database once for concurrent requests of a symbol, then answers from memory', async () => {
    const { repository, reads } = pausedRepository();
    let now = 1_000_000;
    const previews = createAiPreview(repository, () => new Date(now));
    const first = previews.preview('2330', 100);
    const second = previews.preview('2330', 110);
    const other = previews.preview('2317', 100);
    expect(reads.map((read) => read.symbol)).toEqual(['2330', '2317']);
    reads[0]!.settle(call(120));
    reads[1]!.settle(undefined);
    expect((await first)?.potentialReturn).toBe(20);
    expect((await second)?.potentialReturn).toBe(9.09);
    expect(await other).toBeNull();
    expect((await previews.preview('2330', 100))?.targetPrice).toBe(120);
    expect(reads).toHaveLength(2);
    // Past the TTL the call is read again.
    now += previewTtlMs;
    const later = previews.preview('2330', 100);
    expect(reads).toHaveLength(3);
    reads[2]!.settle(call(130));
    expect((await later)?.targetPrice).toBe(130);
  });

  it('never keeps a read that began before the symbol was forgotten, nor a failed one', async () => {
    const { repository, reads } = pausedRepository();
    const previews = createAiPreview(repository, () => new Date(1_000_000));
    const before = previews.preview('2330', 100);
    previews.forget('2330'); // a run of 2330 completed while the old call was being read
    const after = previews.preview('2330', 100);
    expect(reads).toHaveLength(2);
    // The newer read answers first; the older one, answering last, must not replace it.
    reads[1]!.settle(call(150));
    expect((await after)?.targetPrice).toBe(150);
    reads[0]!.settle(call(120));
    expect((await before)?.targetPrice).toBe(120);
    expect((await previews.preview('2330', 100))?.targetPrice).toBe(150);
    expect(reads).toHaveLength(2);

    const failing = previews.preview('2317', 100);
    reads[2]!.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await tick();
    const retried = previews.preview('2317', 100);
    expect(reads).toHaveLength(4);
    reads[3]!.settle(call(110));
    expect((await retried)?.targetPrice).toBe(110);
  });
});
