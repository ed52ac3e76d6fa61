import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, threadId } from 'node:worker_threads';
import { analyse } from '@alphadesk/core';
import type { EvidenceBundle } from '@alphadesk/core';
import { COMPUTE_NICENESS, type AnalyseMessage, type FromThread, type ToThread } from './protocol.ts';

/**
 * A compute thread: runs core's `analyse()` for the main thread. Before each analyst it reports
 * the step and waits for the main thread to record it, so progress and "a stage before each
 * analyst" hold as they do in process; other analyses on this thread go on meanwhile.
 */
const port = parentPort!;

/**
 * Linux keeps a nice value per thread: a compute thread lowers its own, so that when the main
 * thread (requests, the database) and an analysis both want a core, the main thread goes first and
 * analyses take what is left; throughput is unchanged while the cores have room. Elsewhere, or
 * where it is refused, the thread keeps the process's priority.
 */
function lowerOwnPriority(): void {
  try {
    const ownId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(ownId) && ownId > 0) setPriority(ownId, COMPUTE_NICENESS);
  } catch {
    // not Linux, or not allowed
  }
}
lowerOwnPriority();
const steps = new Map<number, (proceed: boolean) => void>();
/** The bundles the pool sent, by key, until it says to drop them. */
const bundles = new Map<number, EvidenceBundle>();
const send = (message: FromThread) => port.postMessage(message);

class Stopped extends Error {}

async function run(message: AnalyseMessage, bundle: EvidenceBundle): Promise<void> {
  const { id } = message;
  try {
    const result = await analyse(bundle, {
      analysts: message.analysts,
      depth: message.depth,
      weights: message.weights,
      sellGates: message.sellGates,
      onAnalyst: (analyst, step) =>
        new Promise<void>((resolve, reject) => {
          steps.set(id, (proceed) => (proceed ? resolve() : reject(new Stopped())));
          send({ type: 'analyst', id, analyst, ...step });
        }),
    });
    send({ type: 'done', id, result, threadId });
  } catch (error) {
    // A stopped analysis was already settled by the main thread: nothing to report.
    if (error instanceof Stopped) return;
    send({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    steps.delete(id);
  }
}

port.on('message', (message: ToThread) => {
  if (message.type === 'step') {
    const step = steps.get(message.id);
    steps.delete(message.id);
    step?.(message.proceed);
  } else {
    for (const key of message.drop) bundles.delete(key);
    if (message.bundle) bundles.set(message.bundleKey, message.bundle);
    const bundle = bundles.get(message.bundleKey);
    if (bundle) void run(message, bundle);
    else send({ type: 'failed', id: message.id, message: `evidence ${message.bundleKey} was never sent` });
  }
});
