import type { Mailer } from '../../../platform/mail.ts';
import { alertMessage } from '../feed/hub.ts';
import type { DeliveryMembers, DeliveryScheduler } from './ports.ts';
import type { DeliveryRepository, FiringRow } from './repository.ts';
import { alertMail, summaryMail } from './texts.ts';

const hourMs = 3_600_000;

export interface AlertEmailDeps {
  repository: DeliveryRepository;
  members: DeliveryMembers;
  mailer: Mailer;
  scheduler: () => DeliveryScheduler;
  /** At most this many alert mails per member and rolling hour; the rest go in one summary. */
  perHour: number;
  now: () => Date;
}

/** The firing as the live feed words it (the same message the page shows). */
const triggered = (row: FiringRow) => {
  const message = alertMessage(row);
  if (message.type !== 'alert_triggered') throw new Error('not an alert message');
  return message.data;
};

/**
 * Alert e-mails for members who switched them on, in the member's language. Within the hourly
 * limit each firing is its own mail; past it, firings are held and one summary goes out when the
 * oldest mail of the hour leaves the window. The per-member lock and the unique firing row make
 * a retried or repeated job send nothing twice.
 */
export function createAlertEmails(deps: AlertEmailDeps) {
  const { repository, members, mailer, perHour, now } = deps;

  return {
    async fired(userId: string, firing: FiringRow): Promise<void> {
      if (!(await repository.emailEnabled(userId))) return;
      await deps.scheduler().alertEmail(firing.id);
    },

    /** The alert-email job: one firing's mail, or its hold past the hourly limit. */
    async send(firingId: number): Promise<void> {
      const firing = await repository.firing(firingId);
      if (!firing) return;
      const contact = await members.contactOf(firing.userId);
      if (!contact?.email || !(await repository.emailEnabled(firing.userId))) return;
      const locale = await members.languageOf(firing.userId);
      const at = now();
      // The lock's transaction holds the only connection of an embedded database: everything in
      // it goes through `tx`, and the summary is scheduled after it.
      const summaryAt = await repository.lockedForUser(firing.userId, async (tx) => {
        if (await repository.emailOf(firingId, tx)) return null;
        const sent = await repository.mailsSince(firing.userId, new Date(at.getTime() - hourMs), tx);
        if (sent.length >= perHour) {
          await repository.recordEmail({ userId: firing.userId, firingId, status: 'held', at }, tx);
          return new Date(sent[0]!.getTime() + hourMs);
        }
        // Sent inside the lock: a failure rolls the row back and the job's retry sends it.
        await mailer.send({ to: contact.email!, ...alertMail(triggered(firing), locale) });
        await repository.recordEmail({ userId: firing.userId, firingId, status: 'sent', at }, tx);
        return null;
      });
      if (summaryAt) await deps.scheduler().emailSummary(firing.userId, summaryAt);
    },

    /** The summary job: every held firing of the member in one mail, once the hour has room. */
    async sendSummary(userId: string): Promise<void> {
      const contact = await members.contactOf(userId);
      if (!contact?.email) return;
      const locale = await members.languageOf(userId);
      const at = now();
      const retryAt = await repository.lockedForUser(userId, async (tx) => {
        const held = await repository.held(userId, tx);
        if (held.length === 0) return null;
        const sent = await repository.mailsSince(userId, new Date(at.getTime() - hourMs), tx);
        if (sent.length >= perHour) return new Date(sent[0]!.getTime() + hourMs);
        const firings = await repository.firings(
          held.map((row) => row.firingId),
          tx,
        );
        await mailer.send({ to: contact.email!, ...summaryMail(firings.map(triggered), perHour, locale) });
        await repository.markSummarised(
          held.map((row) => row.id),
          at,
          tx,
        );
        return null;
      });
      if (retryAt) await deps.scheduler().emailSummary(userId, retryAt);
    },
  };
}
export type AlertEmails = ReturnType<typeof createAlertEmails>;
