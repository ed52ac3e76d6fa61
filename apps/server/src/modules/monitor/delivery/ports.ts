import type { Plan, Tier } from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';

/** What delivery reads about members (accounts and preferences, composed by the server). */
export interface DeliveryMembers {
  contactOf(userId: string): Promise<{ email: string | null; tier: Tier } | null>;
  /** The language the member reads the product in (their display preference). */
  languageOf(userId: string): Promise<Locale>;
}

export interface DeliveryPlans {
  find(tier: Tier): Promise<Plan | null>;
}

/** Runs delivery work later: through the durable job queue, or a timer in a process without one. */
export interface DeliveryScheduler {
  webhookAttempt(deliveryId: number, delayMs: number): Promise<void>;
  alertEmail(firingId: number): Promise<void>;
  emailSummary(userId: string, at: Date): Promise<void>;
}
