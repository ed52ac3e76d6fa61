// Drives HTTP load with autocannon on a thread of its own, so the load generator does not share
// the event loop of the server it measures. Plain JavaScript: a worker starts without a loader.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { base, requests, connections, durationSeconds, connectionRate } = workerData;
let next = 0;
const instance = autocannon({
  url: base,
  connections,
  duration: durationSeconds,
  // Paced connections send at most this many requests a second each; latency then counts from
  // when a request was due, not when it was sent (autocannon corrects for coordinated omission).
  ...(connectionRate ? { connectionRate } : {}),
  requests: [
    {
      // Each request takes the next of the given mix, round robin across every connection.
      setupRequest: (request) => {
        const picked = requests[next++ % requests.length];
        return {
          ...request,
          method: picked.method ?? 'GET',
          path: picked.path,
          headers: { ...request.headers, ...picked.headers },
          ...(picked.body === undefined ? {} : { body: picked.body }),
        };
      },
    },
  ],
});
// Why requests failed, by error code (a timeout is autocannon's own 10 s limit).
const failures = {};
instance.on('reqError', (error) => {
  const code = error?.code ?? error?.message ?? 'unknown';
  failures[code] = (failures[code] ?? 0) + 1;
});
instance.on('done', (raw) => {
  // The event carries the raw histograms when the requests have a setup step: summarise them.
  const result = raw.latency ? raw : autocannon.aggregateResult([raw], { url: base, connections });
  parentPort.postMessage({
    perSecond: result.requests.total / result.duration,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    timeouts: result.timeouts,
    failures,
    non2xx: result.non2xx,
    seconds: result.duration,
  });
});
