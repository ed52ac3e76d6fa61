import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * Answers made from a value a module keeps and hands out unchanged (the same array for the same
 * search until the universe changes) are serialised once: the JSON text is kept beside the value,
 * weakly, and later requests send that text as it is. It is made exactly as the route's response
 * serialiser would make it (the contract schema's encoding, then JSON), so nothing outside the
 * contract leaves, and it goes when the module lets go of the value.
 */
export function serializedAnswers<Kept extends object, Schema extends z.ZodType>(
  schema: Schema,
  answerOf: (kept: Kept) => z.output<Schema>,
) {
  const texts = new WeakMap<Kept, string>();
  return function send(reply: FastifyReply, kept: Kept): FastifyReply {
    let text = texts.get(kept);
    if (text === undefined) {
      text = JSON.stringify(schema.encode(answerOf(kept)));
      texts.set(kept, text);
    }
    // A string with a JSON content type is sent untouched: the serialiser does not run again.
    return reply.type('application/json; charset=utf-8').send(text);
  };
}
