import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReport, type AnalysisResult } from '@alphadesk/core';
import { analyses, eq } from '@alphadesk/db';
import { buildMember, type SignedInMember } from '../../../testing/factories.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { createLlmNarrator } from './narrator.ts';
import { parseStoredReport } from './stored-report.ts';
import { startRun, waitForRun } from '../testing/runs.ts';

/** A local stand-in speaking the chat-completions wire format; `reply` decides each answer. */
async function startFakeLlm(reply: (body: Record<string, unknown>, res: ServerResponse) => void) {
  const requests: { headers: IncomingMessage['headers']; body: Record<string, unknown>; path: string }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ headers: req.headers, body, path: req.url ?? '' });
      reply(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const completion = (content: string) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });

describe('the LLM narrator', () => {
  let server: TestServer;
  let alice: SignedInMember;
  let result: AnalysisResult;
  let runId: string;
  beforeAll(async () => {
    server = await createTestServer();
    alice = await buildMember(server);
    const started = await startRun(server, alice.headers, {
      symbol: '2330',
      analysts: ['technical', 'fundamental'],
      instructions: '請著重風險',
    });
    runId = (started.json() as { id: string }).id;
    await waitForRun(server, alice.headers, runId);
    const [row] = await server.database.db.select().from(analyses).where(eq(analyses.id, runId));
    result = parseStoredReport(row!.report)!.result;
  });
  afterAll(() => server?.close());

  it('accepts a text whose numbers all come from the evidence, and sends the facts and instructions', async () => {
    const faithful = `重點整理：${renderReport(result, 'zh-TW').summary}`;
    const llm = await startFakeLlm((_body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(completion(faithful));
    });
    try {
      const narrator = createLlmNarrator({ baseUrl: llm.url, apiKey: 'sk-test', model: 'test-model' });
      const narration = await narrator(result, renderReport(result, 'zh-TW'), '請著重風險');
      expect(narration).toEqual({ summary: faithful, narrator: 'llm' });
      const request = llm.requests[0]!;
      expect(request.path).toBe('/v1/chat/completions');
      expect(request.headers.authorization).toBe('Bearer sk-test');
      expect(request.body.model).toBe('test-model');
      const prompt = JSON.stringify(request.body.messages);
      expect(prompt).toContain('請著重風險');
      expect(prompt).toContain(result.asOf);
    } finally {
      await llm.close();
    }
  });

  it('rejects a text with an altered number for the template', async () => {
    const llm = await startFakeLlm((_body, res) => {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(completion('台積電目標價 98765.43 元，預期上漲 321.5%。'));
    });
    try {
      const narration = await createLlmNarrator({ baseUrl: llm.url, apiKey: undefined, model: 'm' })(
        result,
        renderReport(result, 'zh-TW'),
        null,
      );
      expect(narration.narrator).toBe('template');
      expect(narration.summary).toBe(renderReport(result, 'zh-TW').summary);
      expect(narration.rejected).toContain('98765.43');
    } finally {
      await llm.close();
    }
  });

  it('survives a 500 and a time-out with the template', async () => {
    const failing = await startFakeLlm((_body, res) => res.writeHead(500).end('{"error":"boom"}'));
    const silent = await startFakeLlm(() => undefined);
    try {
      const zh = renderReport(result, 'zh-TW');
      const a = await createLlmNarrator({ baseUrl: failing.url, apiKey: 'k', model: 'm' })(result, zh, null);
      expect(a.narrator).toBe('template');
      expect(a.rejected).toBe('http 500');
      const b = await createLlmNarrator({ baseUrl: silent.url, apiKey: 'k', model: 'm', timeoutMs: 200 })(
        result,
        zh,
        null,
      );
      expect(b.narrator).toBe('template');
      expect(b.rejected).toBe('TimeoutError');
    } finally {
      await failing.close();
      await silent.close();
    }
  });

  it('shows an accepted LLM summary in the zh-TW report of a run', async () => {
    const llm = await startFakeLlm((body, res) => {
      const prompt = JSON.stringify(body.messages);
      const original = /原摘要：([^\\]*)/.exec(prompt)?.[1] ?? '';
      res.writeHead(200, { 'content-type': 'application/json' }).end(completion(`AI 摘要：${original}`));
    });
    // A server configured with the model, as in production.
    const configured = await createTestServer({
      env: { LLM_BASE_URL: llm.url, LLM_API_KEY: 'k', LLM_MODEL: 'm' },
    });
    try {
      const member = await buildMember(configured);
      const started = await startRun(configured, member.headers, { symbol: '2330', analysts: ['technical'] });
      const run = await waitForRun(configured, member.headers, (started.json() as { id: string }).id);
      expect(run.report!.narrator).toBe('llm');
      expect(run.report!.summary.startsWith('AI 摘要：')).toBe(true);
      expect(llm.requests).toHaveLength(1);
    } finally {
      await configured.close();
      await llm.close();
    }
  });
});
