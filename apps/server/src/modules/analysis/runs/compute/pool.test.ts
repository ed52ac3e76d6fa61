import { readdirSync, readFileSync } from 'node:fs';
import { threadId as mainThreadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyse,
  analystIds,
  renderReport,
  taipeiDate,
  type AnalystId,
  type EvidenceBundle,
} from '@alphadesk/core';
import { createTestServer, type TestServer } from '../../../../testing/server.ts';
import { loadEvidence } from '../evidence.ts';
import { ComputePool, HELD_BUNDLES } from './pool.ts';
import { COMPUTE_NICENESS } from './protocol.ts';

/** The nice value of each thread of this process, by Linux thread id (field 19 of its stat). */
function niceValues(): Map<number, number> {
  const values = new Map<number, number>();
  for (const id of readdirSync('/proc/self/task')) {
    try {
      const fields = readFileSync(`/proc/self/task/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
      values.set(Number(id), Number(fields[16]));
    } catch {
      // the thread ended while being listed
    }
  }
  return values;
}

describe('the compute pool', () => {
  let server: TestServer;
  let pool: ComputePool;
  let bundle: EvidenceBundle;
  beforeAll(async () => {
    server = await createTestServer();
    pool = new ComputePool(2);
    const loaded = await loadEvidence(server.services.market, '2330', 'detailed', taipeiDate(new Date()));
    if (!('bundle' in loaded)) throw new Error('2330 has no evidence');
    bundle = loaded.bundle;
  });
  afterAll(async () => {
    await pool?.close();
    await server?.close();
  });

  it('computes the same report as the in-process call, in another thread', async () => {
    const options = { analysts: [...analystIds], depth: 'detailed' as const };
    const local: AnalystId[] = [];
    const expected = await analyse(bundle, { ...options, onAnalyst: (id) => void local.push(id) });
    const remote: { id: AnalystId; index: number; count: number }[] = [];
    const computed = await pool.analyse({
      bundle,
      ...options,
      onAnalyst: async (id, step) => void remote.push({ id, ...step }),
    });
    expect(computed.threadId).not.toBe(mainThreadId);
    expect(computed.threadId).toBeGreaterThan(0);
    expect(computed.result).toEqual(expected);
    expect(renderReport(computed.result, 'zh-TW')).toEqual(renderReport(expected, 'zh-TW'));
    // Each analyst ran once, its step reported (and awaited) before it, in order.
    expect(remote.map((step) => step.id)).toEqual(local);
    expect(remote.map((step) => step.index)).toEqual(local.map((_, index) => index));
    expect(new Set(remote.map((step) => step.count))).toEqual(new Set([local.length]));
  });

  it('runs its threads at a lower priority than the main thread', async () => {
    const before = niceValues();
    const own = new ComputePool(1);
    try {
      await own.analyse({ bundle, analysts: ['technical'], depth: 'quick', onAnalyst: async () => {} });
      const started = [...niceValues()].filter(([id]) => !before.has(id));
      // The pool's thread (and nothing else that started meanwhile) lowered itself; the main thread did not.
      expect(started.map(([, nice]) => nice)).toContain(COMPUTE_NICENESS);
      expect(niceValues().get(process.pid)).toBe(before.get(process.pid));
      expect(before.get(process.pid)).toBeLessThan(COMPUTE_NICENESS);
    } finally {
      await own.close();
    }
  });

  it('stops an analysis whose step fails, with that error', async () => {
    const seen: AnalystId[] = [];
    const stop = new Error('the run finished elsewhere');
    const attempt = pool.analyse({
      bundle,
      analysts: ['technical', 'fundamental', 'risk'],
      depth: 'quick',
      onAnalyst: async (id, { index }) => {
        seen.push(id);
        if (index === 1) throw stop;
      },
    });
    await expect(attempt).rejects.toBe(stop);
    expect(seen).toHaveLength(2);
    // The thread is still there for the next analysis.
    const next = await pool.analyse({ bundle, analysts: ['technical'], depth: 'quick' });
    expect(next.result.analysts).toEqual(['technical']);
  });

  it('sends a bundle to a thread once, and again only after the thread let go of it', async () => {
    const single = new ComputePool(1);
    try {
      const options = { analysts: ['technical', 'risk'] as AnalystId[], depth: 'detailed' as const };
      const expected = await analyse(bundle, options);
      const first = await Promise.all(
        Array.from({ length: 5 }, () => single.analyse({ bundle, ...options })),
      );
      expect(first.map((item) => item.result)).toEqual(Array(5).fill(expected));
      expect(single.bundlesSent).toBe(1);
      // More distinct bundles than a thread keeps (copies: a bundle is named by its object), each
      // computed right; the first one was let go of, so it is sent again, and computed the same.
      const copies = Array.from({ length: HELD_BUNDLES }, () => ({ ...bundle }));
      for (const copy of copies) {
        expect((await single.analyse({ bundle: copy, ...options })).result).toEqual(expected);
      }
      expect(single.bundlesSent).toBe(1 + HELD_BUNDLES);
      expect((await single.analyse({ bundle, ...options })).result).toEqual(expected);
      expect(single.bundlesSent).toBe(2 + HELD_BUNDLES);
      // The most recent copy is still kept: not sent again.
      expect((await single.analyse({ bundle: copies.at(-1)!, ...options })).result).toEqual(expected);
      expect(single.bundlesSent).toBe(2 + HELD_BUNDLES);
    } finally {
      await single.close();
    }
  });

  it('reports a failing analysis as an error and keeps serving', async () => {
    const broken = { ...bundle, bars: { ...bundle.bars, dates: [], close: new Float64Array(0) } };
    await expect(pool.analyse({ bundle: broken, analysts: ['technical'], depth: 'quick' })).rejects.toThrow();
    const many = await Promise.all(
      Array.from({ length: 6 }, () => pool.analyse({ bundle, analysts: ['technical'], depth: 'quick' })),
    );
    expect(new Set(many.map((item) => item.result.result)).size).toBe(1);
  });
});
