import { z } from 'zod';

/** The back-office overview (admin spec §2.3): every figure measured or counted, none fixed. */
export const DashboardStatsResponse = z.object({
  success: z.literal(true),
  /** Members (not guests), not deleted. */
  total_users: z.number().int(),
  /** NT$ of settled payments minus succeeded refunds. */
  total_revenue: z.number().int(),
  gross_revenue: z.number().int(),
  refunded: z.number().int(),
  payments: z.number().int(),
  /** The nine analysts run in the worker role: online when a worker beat in the last 3 minutes. */
  analysts_online: z.number().int(),
  analysts_total: z.number().int(),
  worker_last_seen: z.string().nullable(),
  /** 0 until a TTS module exists (`tts_available` false says so). */
  tts_jobs_in_progress: z.number().int(),
  tts_available: z.boolean(),
  generated_at: z.string(),
});
export type DashboardStats = z.infer<typeof DashboardStatsResponse>;

/** This server process's load, sampled when asked (the live chart polls it every 3 s). */
export const SystemLoadResponse = z.object({
  success: z.literal(true),
  timestamp: z.string(),
  /** Share of the machine's CPUs this process used since the previous sample, 0–100. */
  cpu_percent: z.number(),
  /** Resident memory of this process as a share of the machine's memory, 0–100. */
  memory_percent: z.number(),
  rss_bytes: z.number().int(),
  heap_used_bytes: z.number().int(),
  system_memory_bytes: z.number().int(),
  cpus: z.number().int(),
  uptime_seconds: z.number().int(),
});
export type SystemLoad = z.infer<typeof SystemLoadResponse>;
