import { statfs } from 'node:fs/promises';
import { cpus, freemem, totalmem } from 'node:os';
import type { MetricTotals, Metrics } from '../../../platform/metrics.ts';

export interface Sample {
  takenAt: Date;
  cpuPercent: number;
  memoryPercent: number;
  rssBytes: number;
  heapUsedBytes: number;
  diskPercent: number | null;
  eventLoopLagMs: number;
  requestsPerMinute: number;
  errorsPerMinute: number;
  avgResponseMs: number;
  /** Requests and server errors since the previous reading. */
  requests: number;
  serverErrors: number;
}

function cpuTimes() {
  let idle = 0;
  let total = 0;
  for (const cpu of cpus()) {
    const { user, nice, sys, irq, idle: free } = cpu.times;
    idle += free;
    total += user + nice + sys + irq + free;
  }
  return { idle, total };
}

/** The share of the data directory's file system in use; null when it cannot be read. */
async function diskPercent(path: string): Promise<number | null> {
  try {
    const stats = await statfs(path);
    if (stats.blocks === 0) return null;
    return ((stats.blocks - stats.bavail) / stats.blocks) * 100;
  } catch {
    return null;
  }
}

/**
 * Measures the machine and the process: CPU from the kernel's per-core times between two readings,
 * memory from the OS, disk from the data directory's file system, request and error rates from the
 * metrics' counters between two readings (the first reading counts from start).
 */
export function createSampler(metrics: Metrics, dataDir: string, startedAt: number) {
  let previous = { cpu: cpuTimes(), totals: null as MetricTotals | null, at: startedAt };
  return async function sample(at: Date): Promise<Sample> {
    const cpu = cpuTimes();
    const totals = await metrics.totals();
    const idle = cpu.idle - previous.cpu.idle;
    const total = cpu.total - previous.cpu.total;
    const minutes = Math.max((at.getTime() - previous.at) / 60_000, 1 / 60);
    const requests = totals.requests - (previous.totals?.requests ?? 0);
    const errors = totals.serverErrors - (previous.totals?.serverErrors ?? 0);
    const duration = totals.durationSum - (previous.totals?.durationSum ?? 0);
    previous = { cpu, totals, at: at.getTime() };
    return {
      takenAt: at,
      cpuPercent: total > 0 ? ((total - idle) / total) * 100 : 0,
      memoryPercent: ((totalmem() - freemem()) / totalmem()) * 100,
      rssBytes: totals.rssBytes,
      heapUsedBytes: totals.heapUsedBytes,
      diskPercent: await diskPercent(dataDir),
      eventLoopLagMs: totals.eventLoopLagSeconds * 1000,
      requestsPerMinute: requests / minutes,
      errorsPerMinute: errors / minutes,
      avgResponseMs: requests > 0 ? (duration / requests) * 1000 : 0,
      requests,
      serverErrors: errors,
    };
  };
}
