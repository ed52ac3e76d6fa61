import { seededRandom } from '@alphadesk/core';
import {
  hostileValues,
  jsonText,
  sampleOf,
  seedOf,
  type FuzzCase,
  type JsonSchema,
  type Operation,
} from './fuzz-inputs.ts';

const json = 'application/json';
const form = 'application/x-www-form-urlencoded';

/** Bodies no JSON parser should accept, and JSON values no route expects at the top. */
const brokenJson = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  'undefined',
  '\u0000',
  '{"a":1}{"b":2}',
  ']',
  '"unterminated',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '',
  'null',
  '[]',
  '"text"',
  '42',
  'true',
  '1e309',
];

const foreignTypes: { type: string; payload: string }[] = [
  { type: 'text/plain', payload: '{"a":1}' },
  { type: 'application/xml', payload: '<?xml version="1.0"?><a>1</a>' },
  {
    type: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  { type: form, payload: 'a=1&a=2&__proto__[x]=1&b=%E0%A4%A' },
  { type: 'application/json; charset=utf-16', payload: '{"a":1}' },
  { type: 'application/vnd.api+json', payload: '{"a":1}' },
  { type: ';;;', payload: '{"a":1}' },
  { type: 'application/octet-stream', payload: '\u0000\u0001\u0002' },
];

/** Path parameter values as they appear in the URL (already encoded or deliberately not). */
const hostileSegments = [
  'x'.repeat(64),
  'x'.repeat(101),
  'x'.repeat(5000),
  '..',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '%2F',
  '%252F',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%ED%A0%80',
  '%20',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('📈２３３０'),
  '00000000-0000-4000-8000-000000000000',
  'a.b',
  '~',
];

/** Query strings: repeated keys, arrays, prototype keys, broken encoding. `{k}` is a real key. */
const hostileQueries = [
  '{k}=1&{k}=2',
  '{k}[]=1&{k}[]=2',
  '{k}[a]=1',
  '{k}=',
  '{k}',
  '{k}=%00',
  '{k}=%E0%A4%A',
  '{k}=%ED%A0%80',
  `{k}=${'x'.repeat(10_000)}`,
  '{k}=-1',
  '{k}=NaN',
  '{k}=Infinity',
  '{k}=1e309',
  '{k}=__proto__',
  '{k}=%27%20OR%201%3D1',
  '__proto__[x]=1&{k}=1',
  'constructor[prototype][x]=1',
  '__proto__=1',
  '&&&==&',
  '%',
  Array.from({ length: 500 }, (_, index) => `p${index}=${index}`).join('&'),
];

const hostileHeaders: { label: string; headers: Record<string, string> }[] = [
  { label: 'empty bearer', headers: { authorization: 'Bearer ' } },
  { label: 'forged bearer', headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' } },
  { label: 'basic auth', headers: { authorization: 'Basic YTpi' } },
  { label: '10 kB bearer', headers: { authorization: `Bearer ${'x'.repeat(10_000)}` } },
  { label: 'broken refresh cookie', headers: { cookie: 'alphadesk_refresh=%E0%A4%A; a' } },
  { label: 'odd language', headers: { 'accept-language': '*;q=NaN, xx-YY;q=2, zh-CN;q=abc' } },
  { label: 'long request id', headers: { 'x-request-id': 'x'.repeat(5000) } },
  { label: 'bad accept', headers: { accept: 'application/xml' } },
];

function fieldPaths(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 2) return [];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.flatMap((option) => fieldPaths(option, prefix, depth));
  if (schema.type === 'array') return fieldPaths(schema.items, [...prefix, '0'], depth + 1);
  return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => [
    [...prefix, key],
    ...fieldPaths(value, [...prefix, key], depth + 1),
  ]);
}

function withField(base: unknown, path: string[], value: unknown, remove = false): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1] ?? 'field';
  if (remove) delete target[last];
  else target[last] = value;
  return copy;
}

type Builder = ReturnType<typeof builderFor>;

/** What every family of cases needs: valid-looking defaults to break one thing at a time. */
function builderFor(operation: Operation, known: Record<string, string>) {
  const random = seededRandom(seedOf(`${operation.method} ${operation.path}`)).next;
  const paramValue = (name: string, schema: JsonSchema) =>
    known[name] ?? encodeURIComponent(String(sampleOf(schema)));
  const urlWith = (segments: Record<string, string> = {}, query = '') => {
    let url = operation.path;
    for (const { name, schema } of operation.params) {
      url = url.replace(`{${name}}`, segments[name] ?? paramValue(name, schema));
    }
    const required = operation.query
      .filter((parameter) => parameter.required)
      .map(({ name, schema }) => `${name}=${encodeURIComponent(String(sampleOf(schema)))}`);
    const search = [...required, query].filter(Boolean).join('&');
    return search ? `${url}?${search}` : url;
  };
  const bodyType = operation.body?.contentTypes.includes(form) ? form : json;
  const encode = (value: unknown) =>
    bodyType === form && value && typeof value === 'object' && !Array.isArray(value)
      ? new URLSearchParams(
          Object.entries(value).map(([key, item]): [string, string] => [
            key,
            typeof item === 'string' ? item : jsonText(item),
          ]),
        ).toString()
      : jsonText(value);
  const cases: FuzzCase[] = [];
  const add = (label: string, url: string, headers: Record<string, string> = {}, payload?: string) =>
    cases.push({
      label,
      method: operation.method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    cases,
    random,
    pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T,
    urlWith,
    encode,
    bodyType,
    takesBody: operation.body !== null || ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method),
    base: operation.body ? sampleOf(operation.body.schema) : {},
    fields: operation.body ? fieldPaths(operation.body.schema) : [],
    params: operation.params.map(({ name }) => name),
    queryKeys: operation.query.map(({ name }) => name),
    add,
    addBody: (label: string, payload: string, type = json) =>
      add(label, urlWith(), { 'content-type': type }, payload),
  };
}

/** Unparsable and unexpected bodies, foreign content types, and each field left out. */
function bodyFamilies({ add, addBody, urlWith, encode, base, bodyType, fields, takesBody }: Builder) {
  if (takesBody) {
    for (const text of brokenJson) addBody(`JSON text ${JSON.stringify(text.slice(0, 20))}`, text);
    for (const { type, payload } of foreignTypes) addBody(`content type ${type}`, payload, type);
    add('no content type', urlWith(), {}, '{"a":1}');
    addBody('__proto__ key', `{"__proto__":{"isAdmin":true},${jsonText(base).slice(1)}`);
    addBody(
      'constructor.prototype key',
      jsonText({ ...(base as object), constructor: { prototype: { a: 1 } } }),
    );
    addBody('5000 nested arrays', `${'['.repeat(5000)}${']'.repeat(5000)}`);
    addBody('5000 nested objects', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`);
    addBody('1.1 MB body', jsonText({ a: 'x'.repeat(1_100_000) }));
    addBody(
      '2000 extra keys',
      jsonText(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))),
    );
    addBody('extra field', encode({ ...(base as object), fuzzEchoMarker: 1 }), bodyType);
    for (const { label, value } of hostileValues) addBody(`whole body ${label}`, jsonText(value));
  }
  for (const field of fields) {
    addBody(`missing ${field.join('.')}`, encode(withField(base, field, undefined, true)), bodyType);
  }
}

/** Hostile path segments, query strings and headers. */
function urlFamilies({ add, urlWith, encode, base, bodyType, takesBody, params, queryKeys }: Builder) {
  for (const name of params) {
    for (const segment of hostileSegments)
      add(`path ${name}=${segment.slice(0, 30)}`, urlWith({ [name]: segment }));
  }
  for (const template of hostileQueries) {
    for (const key of queryKeys.length ? queryKeys : ['unknown']) {
      add(
        `query ${template.replaceAll('{k}', key).slice(0, 40)}`,
        urlWith({}, template.replaceAll('{k}', key)),
      );
    }
  }
  for (const { label, headers } of hostileHeaders) {
    add(
      `header ${label}`,
      urlWith(),
      takesBody ? { ...headers, 'content-type': bodyType } : headers,
      takesBody ? encode(base) : undefined,
    );
  }
}

/** One hostile value in one body field or query key at a time, picked by the seeded generator. */
function randomCase({
  add,
  addBody,
  urlWith,
  encode,
  base,
  bodyType,
  fields,
  queryKeys,
  pick,
  random,
}: Builder) {
  const hostile = pick(hostileValues);
  const choice = random();
  if (fields.length && choice < 0.6) {
    const field = pick(fields);
    addBody(`${field.join('.')} = ${hostile.label}`, encode(withField(base, field, hostile.value)), bodyType);
  } else if (queryKeys.length && choice < 0.85) {
    const key = pick(queryKeys);
    const value = typeof hostile.value === 'string' ? hostile.value : jsonText(hostile.value);
    // A URL cannot carry a lone surrogate (encodeURIComponent throws); the fixed queries send its bytes.
    add(
      `query ${key} = ${hostile.label}`,
      urlWith({}, `${key}=${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '?'))}`),
    );
  } else {
    const key = pick(['__proto__', 'constructor', 'x'.repeat(300), 'a[b][c]', 'q', 'limit', 'id']);
    add(
      `unknown query ${key.slice(0, 20)} = ${hostile.label}`,
      urlWith({}, `${key}=${encodeURIComponent(hostile.label)}&${key}=2`),
    );
  }
}

/**
 * At least `count` malformed requests for one operation: fixed families first (every broken JSON
 * text, foreign content type, missing field, hostile path and query), then seeded random mutations
 * of single fields and query keys until the count is reached. `known` gives real path parameters.
 */
export function malformedCases(
  operation: Operation,
  count: number,
  known: Record<string, string> = {},
): FuzzCase[] {
  const builder = builderFor(operation, known);
  bodyFamilies(builder);
  urlFamilies(builder);
  while (builder.cases.length < count) randomCase(builder);
  return builder.cases;
}
