// The analysis burst's clients on a thread of their own, so neither the starts nor the plan probes
// share the event loop of the server they measure. Plain JavaScript: a worker starts without a loader.
//
// Messages: posts `ready`; on `go`, starts the runs (`concurrency` at a time) and probes GET
// /api/plans one request at a time, posting `accepted` once every start is answered; on `stop`,
// ends the probes and posts their latencies (ms).
import { parentPort, workerData } from 'node:worker_threads';

const { base, tokens, runs, concurrency, symbols } = workerData;
let stopped = false;

async function probe() {
  const latencies = [];
  while (!stopped) {
    const started = performance.now();
    const response = await fetch(`${base}/api/plans`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return latencies;
}

async function startRuns() {
  const ids = [];
  let refused = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < runs; i = next++) {
        const response = await fetch(`${base}/api/analysis/runs`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${tokens[i % tokens.length]}`,
            'content-type': 'application/json',
            // A client address per start: the per-client start limit is not what is measured.
            'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          },
          body: JSON.stringify({
            symbol: symbols[i % symbols.length],
            analysts: ['technical', 'fundamental', 'risk'],
            analysisType: i % 2 ? 'quick' : 'detailed',
          }),
        });
        const body = await response.json();
        if (response.status === 202 && body.id) ids.push(body.id);
        else refused++;
      }
    }),
  );
  return { ids, refused };
}

parentPort.on('message', async (message) => {
  if (message === 'stop') stopped = true;
  if (message !== 'go') return;
  const probing = probe();
  parentPort.postMessage({ type: 'accepted', ...(await startRuns()) });
  parentPort.postMessage({ type: 'probes', latencies: await probing });
});
parentPort.postMessage({ type: 'ready' });
