/**
 * Malformed requests generated from the app's OpenAPI document, for the fuzz test: every operation
 * gets a deterministic set (seeded PRNG) of broken bodies, querystrings, path parameters and headers.
 * The document's schemas are the ones Fastify validates with, converted from zod.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI form: /api/items/{id} */
  path: string;
  params: Parameter[];
  query: Parameter[];
  body: { contentTypes: string[]; schema: JsonSchema } | null;
}

export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
    >
  >;
}

export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content;
      const first = content ? Object.values(content)[0] : undefined;
      return {
        method: method.toUpperCase(),
        path,
        params: parameters.filter((parameter) => parameter.in === 'path'),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        body: content && first ? { contentTypes: Object.keys(content), schema: first.schema } : null,
      };
    }),
  );
}

/** A stable seed per operation, so one route's inputs do not change when another route is added. */
export function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** Numbers JSON cannot say but a JSON text can: the parser turns 1e309 into Infinity. */
const rawNumber = (text: string) => ({ [rawMarker]: text });
const rawMarker = '__fuzz_raw_number__';

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
};

/** Wrong, hostile or extreme values a field may receive. */
export const hostileValues: { label: string; value: unknown }[] = [
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'zero', value: 0 },
  { label: 'negative', value: -1 },
  { label: 'fraction', value: 1.5 },
  { label: 'huge number', value: 1e308 },
  { label: '1e309', value: rawNumber('1e309') },
  { label: '-1e309', value: rawNumber('-1e309') },
  { label: 'max safe + 2', value: rawNumber('9007199254740993') },
  { label: 'empty string', value: '' },
  { label: 'blank string', value: '   ' },
  { label: '10 kB string', value: 'x'.repeat(10_000) },
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'lone high surrogate', value: 'a\ud800b' },
  { label: 'lone low surrogate', value: '\udfff' },
  { label: 'string NaN', value: 'NaN' },
  { label: 'string Infinity', value: 'Infinity' },
  { label: 'string -1', value: '-1' },
  { label: 'string 1e309', value: '1e309' },
  { label: '__proto__ string', value: '__proto__' },
  { label: 'constructor string', value: 'constructor' },
  { label: 'SQL', value: "' OR 1=1; DROP TABLE users; --" },
  { label: 'path traversal', value: '../../../etc/passwd' },
  { label: 'markup', value: '<script>alert(1)</script>' },
  { label: 'bidi and emoji', value: '\u202e📈２３３０' },
  { label: 'bad date', value: '2024-13-45' },
  { label: 'empty object', value: {} },
  { label: 'empty array', value: [] },
  { label: 'array', value: [1, 'a', null] },
  { label: 'object', value: { a: 1 } },
  { label: '__proto__ object', value: JSON.parse('{"__proto__":{"polluted":true}}') as unknown },
  { label: 'constructor object', value: { constructor: { prototype: { polluted: true } } } },
  { label: 'deep object', value: nested(200, 1) },
];

/** JSON text of a value, with the raw-number placeholders written as the numbers themselves. */
export function jsonText(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value).replace(
    new RegExp(`\\{"${rawMarker}":"([^"]*)"\\}`, 'g'),
    (_match, text: string) => text,
  );
}

const stringCandidates = [
  'abc',
  '2330',
  '2024-01-02',
  '2024-01-02T03:04:05.000Z',
  'fuzz@example.com',
  'Secret123',
  '00000000-0000-4000-8000-000000000000',
  'AD20240101000000001',
];

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'date-time') return '2024-01-02T03:04:05.000Z';
  const fits = (candidate: string) =>
    candidate.length >= (schema.minLength ?? 0) &&
    candidate.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(candidate));
  return stringCandidates.find(fits) ?? 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** A value the schema most likely accepts, so a single broken field reaches past the others. */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) {
    const choice = union.find((option) => option.type !== 'null') ?? union[0];
    return sampleOf(choice, depth + 1);
  }
  if (schema.allOf?.length) return sampleOf(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, Math.ceil(schema.minimum ?? 1)), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        sampleOf(schema.items, depth + 1),
      );
    case 'object':
    case undefined:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value, depth + 1)]),
      );
    default:
      return null;
  }
}
