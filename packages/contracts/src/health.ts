import { z } from 'zod';

export const DatabaseKind = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof DatabaseKind>;

/**
 * Whether this server runs with test conveniences that must not reach real users unnoticed: mail
 * kept in the development mailbox instead of being sent, payments taken by a sandbox.
 */
export const TestMode = z.object({
  active: z.boolean(),
  devMailbox: z.boolean(),
  paymentSandbox: z.boolean(),
});
export type TestMode = z.infer<typeof TestMode>;

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: DatabaseKind,
    status: z.enum(['up', 'down']),
    latencyMs: z.number().nullable(),
  }),
  queue: z.object({ status: z.enum(['up', 'down', 'disabled']) }),
  roles: z.array(z.string()),
  version: z.string(),
  uptimeSeconds: z.number(),
  time: z.string(),
  testMode: TestMode,
});
export type HealthResponse = z.infer<typeof HealthResponse>;
