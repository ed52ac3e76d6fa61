import { availableParallelism, totalmem } from 'node:os';

/**
 * Samples this process's CPU and memory. CPU is the process's user+system time since the previous
 * sample over the wall time between them and the machine's CPUs (the first sample measures from
 * the process's start), so every figure is measured, never assumed.
 */
export function createLoadSampler(clock: () => number = () => performance.now()) {
  let previous = { cpu: process.cpuUsage(), at: clock() };
  const startedAt = clock() - process.uptime() * 1000;
  let first = true;
  return () => {
    const at = clock();
    const usage = process.cpuUsage();
    const cpus = availableParallelism();
    const since = first ? { cpu: { user: 0, system: 0 }, at: startedAt } : previous;
    const cpuMicros = usage.user - since.cpu.user + (usage.system - since.cpu.system);
    const wallMicros = Math.max(1, (at - since.at) * 1000);
    previous = { cpu: usage, at };
    first = false;
    const memory = process.memoryUsage();
    const system = totalmem();
    return {
      cpu_percent: Math.min(100, Math.round((cpuMicros / wallMicros / cpus) * 10_000) / 100),
      memory_percent: Math.round((memory.rss / system) * 10_000) / 100,
      rss_bytes: memory.rss,
      heap_used_bytes: memory.heapUsed,
      system_memory_bytes: system,
      cpus,
      uptime_seconds: Math.floor(process.uptime()),
    };
  };
}
