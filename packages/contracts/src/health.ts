import { z } from 'zod';

export const DatabaseKind = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof DatabaseKind>;

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
});
export type HealthResponse = z.infer<typeof HealthResponse>;
