import type { PaymentRepository } from './repository.ts';

export type PaymentEventKind = 'upp' | 'notify' | 'return' | 'query' | 'refund' | 'charge' | 'security';

/** Parameters that must never be stored: card handles, raw card data and the sealed envelope. */
const secretFields = new Set([
  'CreditHash',
  'CreditToken',
  'CardNo',
  'CardCVC',
  'CardExpired',
  'HashKey',
  'HashIV',
  'EncryptInfo',
  'HashInfo',
]);

/** A copy of the decrypted fields safe to keep: secrets masked, values capped. */
export function redact(fields: Record<string, string | undefined>): Record<string, string> {
  const safe: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const bare = key.replace(/^Result\[\d+\]\[(.+)\]$/, '$1');
    safe[key.slice(0, 100)] = secretFields.has(bare) ? '[masked]' : value.slice(0, 500);
  }
  return safe;
}

export interface PaymentEvent {
  kind: PaymentEventKind;
  orderNumber?: string | null;
  userId?: string | null;
  verified: boolean;
  outcome: string;
  fields?: Record<string, string | undefined>;
  remoteIp?: string | null;
}

/** The append-only payment event log. */
export function createEventLog(repository: PaymentRepository, now: () => Date) {
  return {
    record: (event: PaymentEvent) =>
      repository.recordEvent({
        kind: event.kind,
        orderNumber: event.orderNumber?.slice(0, 100) ?? null,
        userId: event.userId ?? null,
        verified: event.verified,
        outcome: event.outcome.slice(0, 300),
        fields: redact(event.fields ?? {}),
        remoteIp: event.remoteIp ?? null,
        createdAt: now(),
      }),

    /** A callback or answer that failed verification or did not match our order. */
    security: (outcome: string, fields: Record<string, string | undefined>, context: SecurityContext = {}) =>
      repository.recordEvent({
        kind: 'security',
        orderNumber: context.orderNumber ?? fields.MerTradeNo ?? null,
        userId: context.userId ?? null,
        verified: context.verified ?? false,
        outcome: outcome.slice(0, 300),
        fields: redact(fields),
        remoteIp: context.remoteIp ?? null,
        createdAt: now(),
      }),
  };
}
export type EventLog = ReturnType<typeof createEventLog>;

interface SecurityContext {
  orderNumber?: string;
  userId?: string;
  verified?: boolean;
  remoteIp?: string | null;
}
