import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@alphadesk/contracts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { malformedCases } from '../../testing/fuzz-cases.ts';
import { operationsOf, type Operation } from '../../testing/fuzz-inputs.ts';
import { buildStaffAccount, type TestStaff } from './testing/staff.ts';

/**
 * The route fuzz (platform/fuzz-{1,2,3}.test.ts, testing/fuzz-suite.ts) calls every route anonymously and as a member, which an
 * /api/admin route refuses before reading its input. This one sends the back-office routes the
 * same malformed inputs as a signed-in super administrator, so their validation is what answers.
 */
const inputsPerOperation = 120;
const leak =
  /\bat .+\.(ts|js):\d+|"stack"\s*:|\bselect |\binsert |\bupdate .+ set |Error:|FST_|<script>|x{40}/i;
const chinese = /[\u3400-\u9fff]/;

function violation(response: LightMyRequestResponse, hasLanguage: boolean): string | null {
  if (response.statusCode >= 500) return 'server error';
  if (response.statusCode < 400) return null;
  try {
    const parsed = ErrorResponse.parse(JSON.parse(response.body));
    if (leak.test(response.body)) return 'leaks internals or echoes the input';
    if (!hasLanguage && !chinese.test(parsed.error.message)) return 'message not in zh-TW';
  } catch {
    return 'not an ErrorResponse';
  }
  return null;
}

describe('fuzzing the back-office routes as a super administrator', () => {
  let server: TestServer;
  let root: TestStaff;
  let memberId: string;

  beforeAll(async () => {
    server = await createTestServer();
    root = await buildStaffAccount(server, 'super_admin');
    memberId = (await buildMember(server)).userId;
  });
  afterAll(() => server?.close());

  async function stillSignedIn() {
    const verify = await server.app.inject({ url: '/api/admin/auth/verify', headers: root.headers });
    if (verify.statusCode !== 200) root = await buildStaffAccount(server, 'super_admin');
  }

  it('answers every malformed input with a 4xx in the error format, in zh-TW', async () => {
    const operations = operationsOf(server.app.swagger()).filter((operation: Operation) =>
      operation.path.startsWith('/api/admin/'),
    );
    expect(operations.length).toBeGreaterThanOrEqual(12);
    const failures: string[] = [];
    for (const operation of operations) {
      for (const input of malformedCases(operation, inputsPerOperation, { id: memberId })) {
        const response = await server.app.inject({
          method: input.method as 'GET',
          url: input.url,
          headers: { ...root.headers, ...input.headers },
          ...(input.payload === undefined ? {} : { payload: input.payload }),
          remoteAddress: randomIp(),
        });
        const problem = violation(response, Boolean(input.headers['accept-language']));
        if (problem)
          failures.push(
            `${operation.method} ${operation.path} ${input.label}: ${problem} ${response.body.slice(0, 200)}`,
          );
      }
      // A valid-looking input may have signed the administrator out or deleted the member.
      await stillSignedIn();
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
