import type { FastifyReply, FastifyRequest } from 'fastify';
import { localiseError, type RunProgressEvent } from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';
import type { AnalysisRow } from '../repository.ts';

export const PROGRESS_POLL_MS = 400;
/** An idle stream is closed after this long; the browser reconnects if it still cares. */
export const STREAM_LIMIT_MS = 15 * 60 * 1000;

/**
 * Why a run failed, in the reader's language: runs store a catalogue code; runs stored before that
 * hold their zh-TW text, shown as it is.
 */
export const failureText = (stored: string | null, locale: Locale): string | null =>
  stored === null ? null : (localiseError(stored, locale) ?? stored);

export const progressEventOf = (row: AnalysisRow, locale: Locale): RunProgressEvent => ({
  id: row.id,
  status: row.status,
  stage: row.stage,
  progress: row.progress,
  error: failureText(row.error, locale),
});

/**
 * Streams a run's progress as Server-Sent Events until it finishes. It reads the run's progress (the
 * worker may be another process), sends an event whenever stage, progress or status changes, and
 * a comment every 15 s to keep proxies from closing the stream.
 */
export async function streamProgress(
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<RunProgressEvent | null>,
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
    const event = await load();
    if (!event) break;
    const data = JSON.stringify(event);
    if (data !== last) {
      res.write(`event: progress\ndata: ${data}\n\n`);
      last = data;
      lastWrite = Date.now();
    } else if (Date.now() - lastWrite > 15_000) {
      res.write(': keep-alive\n\n');
      lastWrite = Date.now();
    }
    if (event.status === 'completed' || event.status === 'failed') {
      res.write(`event: done\ndata: ${data}\n\n`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  res.end();
}
