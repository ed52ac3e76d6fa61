import type { PersonalityResult } from '@alphadesk/contracts';
import { randomIp } from '../../../testing/factories.ts';
import type { TestServer } from '../../../testing/server.ts';

const letters: Record<string, number> = { A: 0, B: 1, C: 2, D: 3 };

/** Calls a personality route as `user` from an address of its own (limits are per client). */
export function personalityApi(server: TestServer, user: { headers: { authorization: string } }) {
  const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: `/api/personality-test/${path}`,
      headers: { ...user.headers, ...headers },
      payload: payload as object,
      remoteAddress: randomIp(),
    });
  const latest = (headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'GET',
      url: '/api/personality-test/latest',
      headers: { ...user.headers, ...headers },
      remoteAddress: randomIp(),
    });
  return { post, latest };
}

/**
 * Takes the whole test over HTTP: `choices` holds the letter for q1…q8 ("BBDA…"); a question asked
 * again is answered the same way. Returns the result and the question ids in the order asked.
 */
export async function takeTest(
  server: TestServer,
  user: { headers: { authorization: string } },
  choices: string,
): Promise<{ result: PersonalityResult; asked: string[] }> {
  const client = personalityApi(server, user);
  const started = await client.post('start', {});
  if (started.statusCode !== 200) throw new Error(`start: ${started.body}`);
  const sessionId = started.json().session_id as string;
  let question = started.json().question as { id: string };
  const asked: string[] = [];
  for (let step = 0; step < 20; step += 1) {
    asked.push(question.id);
    const letter = choices[Number(question.id.slice(1)) - 1] ?? '';
    const answered = await client.post('submit-answer', {
      session_id: sessionId,
      question_id: question.id,
      selected_option: letters[letter],
    });
    if (answered.statusCode !== 200) throw new Error(`submit: ${answered.body}`);
    const body = answered.json();
    if (body.completed) return { result: body.result as PersonalityResult, asked };
    question = body.question;
  }
  throw new Error('the test never completed');
}
