import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RunProgressEvent } from '@alphadesk/contracts';
import type { RunRow } from './runs-repository.ts';

export const PROGRESS_POLL_MS = 400;
/** An idle stream is closed after this long; the browser reconnects if it still cares. */
export const STREAM_LIMIT_MS = 15 * 60 * 1000;

const eventOf = (row: RunRow): RunProgressEvent => ({
  id: row.id,
  status: row.status,
  stage: row.stage,
  progress: row.progress,
  error: row.error,
});

/**
 * Streams a run's progress as Server-Sent Events until it finishes. It reads the run's row (the
 * worker may be another process), sends an event whenever stage, progress or status changes, and
 * a comment every 15 s to keep proxies from closing the stream.
 */
export async function streamProgress(
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<RunRow | undefined>,
  pollMs = PROGRESS_POLL_MS,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  let closed = false;
  request.raw.on('close', () => {
    closed = true;
  });
  const started = Date.now();
  let last = '';
  let lastWrite = Date.now();
  while (!closed && Date.now() - started < STREAM_LIMIT_MS) {
    const row = await load();
    if (!row) break;
    const event = eventOf(row);
    const data = JSON.stringify(event);
    if (data !== last) {
      res.write(`event: progress\ndata: ${data}\n\n`);
      last = data;
      lastWrite = Date.now();
    } else if (Date.now() - lastWrite > 15_000) {
      res.write(': keep-alive\n\n');
      lastWrite = Date.now();
    }
    if (row.status === 'completed' || row.status === 'failed') {
      res.write(`event: done\ndata: ${data}\n\n`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  res.end();
}
