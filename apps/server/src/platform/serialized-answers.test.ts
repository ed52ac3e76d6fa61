import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializedAnswers } from './serialized-answers.ts';

const Answer = z.object({ names: z.array(z.string()), at: z.iso.date() });

describe('answers serialised once per kept value', () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  const made: string[][] = [];
  const kept = { a: ['台積電', '鴻海'], b: ['聯發科'] };
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const send = serializedAnswers(Answer, (names: string[]) => {
      made.push(names);
      // A field outside the contract is left out, as the route's serialiser would.
      return { names, at: '2026-11-25', secret: 'never sent' } as z.output<typeof Answer>;
    });
    app.get(
      '/names/:which',
      { schema: { params: z.object({ which: z.enum(['a', 'b']) }), response: { 200: Answer } } },
      async (request, reply) => send(reply, kept[request.params.which]),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the contract’s JSON, made once for each value kept', async () => {
    const first = await app.inject('/names/a');
    const again = await app.inject('/names/a');
    const other = await app.inject('/names/b');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({ names: ['台積電', '鴻海'], at: '2026-11-25' });
    expect(again.body).toBe(first.body);
    expect(other.json()).toEqual({ names: ['聯發科'], at: '2026-11-25' });
    expect(made).toEqual([kept.a, kept.b]);
  });

  it('refuses to send what breaks the contract', async () => {
    const send = serializedAnswers(Answer, () => ({ names: [1], at: 'not a date' }) as never);
    const broken = Fastify();
    broken.get('/broken', async (_request, reply) => send(reply, {}));
    const answer = await broken.inject('/broken');
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('not a date');
    await broken.close();
  });
});
