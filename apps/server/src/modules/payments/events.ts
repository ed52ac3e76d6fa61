import type { PaymentRepository } from './repository.ts';
import { storableText } from './text-safety.ts';

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
    // Forged callbacks may carry NUL or broken surrogates, which jsonb refuses: kept readable instead.
    safe[storableText(key.slice(0, 100))] = secretFields.has(bare)
      ? '[masked]'
      : storableText(value.slice(0, 500));
  }
  return safe;
}

const storableOrNull = (value: string | null | undefined) => (value ? storableText(value) : null);

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
        orderNumber: event.orderNumber ? storableText(event.orderNumber.slice(0, 100)) : null,
        userId: event.userId ?? null,
        verified: event.verified,
        outcome: storableText(event.outcome.slice(0, 300)),
        fields: redact(event.fields ?? {}),
        remoteIp: event.remoteIp ? storableText(event.remoteIp) : null,
        createdAt: now(),
      }),

    /** A callback or answer that failed verification or did not match our order. */
    security: (outcome: string, fields: Record<string, string | undefined>, context: SecurityContext = {}) =>
      repository.recordEvent({
        kind: 'security',
        orderNumber: storableOrNull((context.orderNumber ?? fields.MerTradeNo)?.slice(0, 100)),
        userId: context.userId ?? null,
        verified: context.verified ?? false,
        outcome: storableText(outcome.slice(0, 300)),
        fields: redact(fields),
        remoteIp: storableOrNull(context.remoteIp),
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
