import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { independentOpen, independentSeal, type Keys } from './independent-payuni.ts';

export interface FakeCall {
  path: string;
  envelope: Record<string, string>;
  params: Record<string, string>;
}

/** What the fake answers: parameters to seal (its Status becomes the outer Status), or a raw reply. */
export type FakeAnswer = Record<string, string | number> | { raw: { status: number; body: string } };

/**
 * A stand-in PayUni API on a local port, speaking the protocol through the independent
 * implementation: it verifies and decrypts what our adapter posts and seals what it answers.
 * Point PAYUNI_API_BASE at `url`.
 */
export async function startFakePayuni(
  merchantId: string,
  keys: Keys,
  answer: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>,
) {
  const calls: FakeCall[] = [];
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (text += chunk));
      request.on('end', () => resolve(text));
      request.on('error', reject);
    });

  const server = createServer(async (request, response) => {
    try {
      const envelope = Object.fromEntries(new URLSearchParams(await readBody(request)));
      const params = await independentOpen(
        { EncryptInfo: envelope.EncryptInfo ?? '', HashInfo: envelope.HashInfo ?? '' },
        keys,
      );
      const call = { path: (request.url ?? '').replace(/^\/api\//, ''), envelope, params };
      calls.push(call);
      const reply = await answer(call);
      if ('raw' in reply && typeof reply.raw === 'object') {
        response.writeHead(reply.raw.status, { 'content-type': 'application/json' }).end(reply.raw.body);
        return;
      }
      const sealed = await independentSeal(merchantId, reply as Record<string, string | number>, keys);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(sealed));
    } catch (error) {
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ Status: 'ERROR', Message: (error as Error).message }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakePayuni = Awaited<ReturnType<typeof startFakePayuni>>;
