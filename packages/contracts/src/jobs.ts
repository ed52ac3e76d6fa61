import { z } from 'zod';

/** Payloads of durable jobs, validated when sent and again when a worker picks them up. */
export const jobNames = {
  recordHeartbeat: 'system.record-heartbeat',
  sendPasswordReset: 'accounts.send-password-reset',
} as const;

export const RecordHeartbeatJob = z.object({
  role: z.string(),
  requestedAt: z.string(),
});
export type RecordHeartbeatJob = z.infer<typeof RecordHeartbeatJob>;

export const SendPasswordResetJob = z.object({ email: z.email() });
export type SendPasswordResetJob = z.infer<typeof SendPasswordResetJob>;
