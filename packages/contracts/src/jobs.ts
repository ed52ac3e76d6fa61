import { z } from 'zod';

/** Payloads of durable jobs, validated when sent and again when a worker picks them up. */
export const jobNames = {
  recordHeartbeat: 'system.record-heartbeat',
} as const;

export const RecordHeartbeatJob = z.object({
  role: z.string(),
  requestedAt: z.string(),
});
export type RecordHeartbeatJob = z.infer<typeof RecordHeartbeatJob>;
