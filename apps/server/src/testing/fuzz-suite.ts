import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@alphadesk/contracts';
import { createTestServer, type TestServer } from './server.ts';
import { buildMember, type SignedInMember } from './factories.ts';
import { malformedCases } from './fuzz-cases.ts';
import { operationsOf, type FuzzCase, type Operation } from './fuzz-inputs.ts';

const inputsPerOperation = 200;

/** Documented operations left out on purpose, each with why. None today: every route is fuzzed. */
const excluded: Record<string, string> = {};

/** Routes (by prefix) the router serves outside the document, and why they are not fuzzed here. */
const infrastructure: Record<string, string> = {
  'GET /api/docs': 'the API explorer of @fastify/swagger-ui: static files, no input of ours',
  'OPTIONS *': 'the CORS preflight of @fastify/cors',
  'GET /ws/market':
    'the live market feed: a WebSocket upgrade whose frames monitor/feed/feed.test.ts exercises',
  'GET /ws/admin':
    'the staff notification feed: a WebSocket upgrade that notifications/notifications.test.ts exercises',
};

/** The gateway speaks form posts; the document lists its callbacks under the JSON content type. */
const formRoutes = new Set(['POST /api/v1/payuni/notify', 'POST /api/v1/payuni/return']);

/** The e-invoice stand-in's request envelope (ECPay's JSON body). */
const einvoiceEnvelopeSchema = {
  type: 'object',
  required: ['MerchantID', 'Data'],
  properties: {
    MerchantID: { type: 'string', maxLength: 20 },
    RqHeader: { type: 'object', properties: { Timestamp: { type: 'integer' } } },
    Data: { type: 'string' },
  },
};

/** Routes hidden from the document (the built-in PayUni sandbox), fuzzed with the callbacks' body. */
function hiddenOperations(callbackBody: Operation['body']): Operation[] {
  const post = (path: string): Operation => ({
    method: 'POST',
    path,
    params: [],
    query: [],
    body: callbackBody,
  });
  return [
    post('/payuni-sandbox/upp'),
    post('/payuni-sandbox/upp/pay'),
    post('/payuni-sandbox/trade/query'),
    post('/payuni-sandbox/trade/close'),
    post('/payuni-sandbox/credit'),
    { method: 'GET', path: '/payuni-sandbox/return.js', params: [], query: [], body: null },
    ...['Issue', 'Invalid', 'Allowance', 'GetIssue', 'CheckBarcode', 'CheckLoveCode'].map(
      (operation): Operation => ({
        method: 'POST',
        path: `/einvoice-standin/B2CInvoice/${operation}`,
        params: [],
        query: [],
        body: { contentTypes: ['application/json'], schema: einvoiceEnvelopeSchema },
      }),
    ),
  ];
}

/** Every method and path the router serves, read from its printed tree (HEAD mirrors GET). */
function routerRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

interface Failure {
  identity: string;
  input: string;
  request: string;
  status: number;
  body: string;
}

/** Replies a protocol defines that are not our JSON error format, each asserted exactly. */
function protocolReply(route: string, response: LightMyRequestResponse): boolean {
  const type = String(response.headers['content-type'] ?? '');
  if (route === 'POST /api/v1/payuni/notify') {
    return response.statusCode === 400 && response.body === 'FAIL' && type.startsWith('text/plain');
  }
  if (route === 'POST /payuni-sandbox/upp' || route === 'POST /payuni-sandbox/upp/pay') {
    return (
      response.statusCode === 400 && type.startsWith('text/html') && !/stack|Error:/i.test(response.body)
    );
  }
  return false;
}

const leak =
  /\bat .+\.(ts|js):\d+|stack|\bselect |\binsert |\bupdate .+ set |Error:|FST_|DROP TABLE|etc\/passwd|<script>|fuzzEchoMarker|x{40}/i;
const chinese = /[\u3400-\u9fff]/;

/** Why a reply breaks the contract, or null when it keeps it. */
function violation(route: string, input: FuzzCase, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return 'server error';
  if (response.statusCode < 400 || protocolReply(route, response)) return null;
  let parsed: ErrorResponse;
  try {
    parsed = ErrorResponse.parse(JSON.parse(response.body));
  } catch {
    return 'not an ErrorResponse';
  }
  if (leak.test(response.body)) return 'leaks internals or echoes the input';
  if (!input.headers['accept-language'] && !chinese.test(parsed.error.message)) return 'message not in zh-TW';
  if (!parsed.error.requestId) return 'no request id';
  return null;
}

/**
 * Fuzzes every route from the OpenAPI document: the operations, sorted by method and path, are dealt
 * into `shards` test files (shard 1..shards) so the suite's two workers share the work and no file
 * runs for most of the suite's time. Shard 1 also checks that no served route escapes the document.
 */
export function describeFuzzShard(shard: number, shards: number): void {
  describe(`fuzzing every route from the OpenAPI document (part ${shard} of ${shards})`, () => {
    let server: TestServer;
    let member: SignedInMember;
    let portfolioId: string;
    let address = 0;
    // A fresh client address per request: per-IP rate limits must not answer for the input.
    const nextAddress = () => {
      address += 1;
      return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    };

    /** A signed-in diamond member with a portfolio, so portfolio inputs reach past "not found". */
    async function ensureMember() {
      const me = member
        ? await server.app.inject({
            url: '/api/user/me',
            headers: member.headers,
            remoteAddress: nextAddress(),
          })
        : null;
      if (!me || me.statusCode !== 200) member = await buildMember(server, { tier: 'diamond' });
      const portfolio = portfolioId
        ? await server.app.inject({
            url: `/api/simple-portfolios/${portfolioId}`,
            headers: member.headers,
            remoteAddress: nextAddress(),
          })
        : null;
      if (portfolio?.statusCode === 200) return;
      const created = await server.app.inject({
        method: 'POST',
        url: '/api/simple-portfolios',
        headers: member.headers,
        payload: { name: '壓力測試組合' },
        remoteAddress: nextAddress(),
      });
      expect(created.statusCode).toBe(201);
      portfolioId = (created.json() as { id: string }).id;
    }

    beforeAll(async () => {
      server = await createTestServer();
      await ensureMember();
    });
    afterAll(() => server?.close());

    const key = (operation: Operation) => `${operation.method} ${operation.path}`;

    /** The document's operations (less the excluded), the callbacks as form posts, and the hidden ones. */
    function operationsToFuzz() {
      const documented = operationsOf(server.app.swagger());
      const callbackBody = documented.find(
        (operation) => key(operation) === 'POST /api/v1/payuni/notify',
      )?.body;
      if (!callbackBody) throw new Error('the PayUni notify route is not documented');
      const formBody = { contentTypes: ['application/x-www-form-urlencoded'], schema: callbackBody.schema };
      const covered = documented
        .filter((operation) => !(key(operation) in excluded))
        .map((operation) => (formRoutes.has(key(operation)) ? { ...operation, body: formBody } : operation));
      return { documented, covered, hidden: hiddenOperations(formBody) };
    }

    /** Sends one operation's inputs, anonymous and as the member; what broke the contract is returned. */
    async function fuzz(operation: Operation, failures: Failure[]): Promise<number> {
      const route = key(operation);
      const inputs = malformedCases(operation, inputsPerOperation, { id: portfolioId });
      expect(inputs.length).toBeGreaterThanOrEqual(inputsPerOperation);
      let sent = 0;
      for (const input of inputs) {
        for (const identity of ['anonymous', 'member'] as const) {
          const auth = identity === 'member' ? member.headers : {};
          const response = await server.app.inject({
            method: input.method as 'GET',
            url: input.url,
            headers: { ...auth, ...input.headers },
            ...(input.payload === undefined ? {} : { payload: input.payload }),
            // The development mailbox answers loopback callers only.
            remoteAddress: route.startsWith('GET /dev/') ? '127.0.0.1' : nextAddress(),
          });
          sent += 1;
          const problem = violation(route, input, response);
          if (!problem) continue;
          failures.push({
            identity,
            input: input.label,
            request: `${input.method} ${input.url.slice(0, 120)}`,
            status: response.statusCode,
            body: `${problem}: ${response.body.slice(0, 300)}`,
          });
        }
      }
      return sent;
    }

    // Declared in the first part only: a test skipped in the others would fail the run.
    if (shard === 1)
      it('covers every operation of the document and every route the router serves', () => {
        const { documented, covered, hidden } = operationsToFuzz();
        expect(covered).toHaveLength(documented.length - Object.keys(excluded).length);
        expect(hidden.length).toBeGreaterThan(0);
        // No route escapes: it is documented, hidden-but-fuzzed or infrastructure named above.
        const known = new Set([...documented, ...hidden].map(key));
        const served = routerRoutes(server.app.printRoutes({ commonPrefix: false }));
        expect(served.length).toBeGreaterThan(documented.length);
        const escaped = served.filter(
          (route) =>
            !known.has(route) && !Object.keys(infrastructure).some((prefix) => route.startsWith(prefix)),
        );
        expect(escaped).toEqual([]);
      });

    it('answers every malformed input, anonymous and as a member, with a 4xx in the error format', async () => {
      const { covered, hidden } = operationsToFuzz();
      const operations = [...covered, ...hidden]
        .sort((a, b) => key(a).localeCompare(key(b)))
        .filter((_, index) => index % shards === shard - 1);
      expect(operations.length).toBeGreaterThan(0);
      const failures: Failure[] = [];
      let sent = 0;
      const started = Date.now();
      for (const operation of operations) {
        sent += await fuzz(operation, failures);
        // Inputs that happen to be valid may sign the member out or delete the portfolio.
        await ensureMember();
      }
      console.info(
        `fuzz part ${shard}/${shards}: ${operations.length} operations, ${sent} requests, ${Date.now() - started} ms`,
      );

      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(inputsPerOperation * operations.length * 2);
    }, 600_000);
  });
}
