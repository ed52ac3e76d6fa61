import { createHash } from 'node:crypto';

/** The hash chain of the audit log: each row's hash covers its content and the previous hash. */

export const genesisHash = '0'.repeat(64);

/** JSON with object keys sorted at every depth: jsonb does not keep key order, the hash must. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface ChainedContent {
  seq: number;
  id: string;
  occurredAt: Date;
  action: string;
  actorId: string | null;
  actorName: string | null;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  userAgent: string | null;
  success: boolean;
  before: unknown;
  after: unknown;
  details: unknown;
}

export function rowHash(prevHash: string, content: ChainedContent): string {
  return createHash('sha256')
    .update(prevHash)
    .update('\n')
    .update(canonicalJson({ ...content, occurredAt: content.occurredAt.toISOString() }))
    .digest('hex');
}
