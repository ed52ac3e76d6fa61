import type { AnalysisRun } from '@alphadesk/contracts';
import { randomIp } from '../../../testing/auth.ts';
import type { TestServer } from '../../../testing/server.ts';

type Headers = { authorization: string } | Record<string, never>;

export function startRun(server: TestServer, headers: Headers, payload: object) {
  return server.app.inject({
    method: 'POST',
    url: '/api/analysis/runs',
    headers,
    remoteAddress: randomIp(),
    payload,
  });
}

export function getRun(server: TestServer, headers: Headers, id: string, locale = 'zh-TW') {
  return server.app.inject({
    method: 'GET',
    url: `/api/analysis/runs/${id}?locale=${locale}`,
    headers,
    remoteAddress: randomIp(),
  });
}

/** Polls a run until it finishes (or the time is up). */
export async function waitForRun(
  server: TestServer,
  headers: Headers,
  id: string,
  timeoutMs = 60_000,
): Promise<AnalysisRun> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await getRun(server, headers, id);
    const run = (response.json() as { run: AnalysisRun }).run;
    if (run.status === 'completed' || run.status === 'failed') return run;
    if (Date.now() > until) throw new Error(`run ${id} still ${run.status} at ${run.stage}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
