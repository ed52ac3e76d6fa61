import type { Locale } from '@alphadesk/core';
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

/** A sender that took a mail and neither sent nor released it within this long has stopped. */
const claimStaleMs = 5 * 60_000;

/**
 * Alert e-mails for members who switched them on, in the member's language. Within the hourly
 * limit each firing is its own mail; past it, firings are held and one summary goes out when the
 * oldest mail of the hour leaves the window.
 *
 * Outbox: under the member's lock, in one short transaction, a firing's mail is counted against
 * the hour and reserved (`queued`, or `held`; a summary reserves its held rows as `summarising`);
 * the SMTP exchange happens after the commit, so a slow mail server holds no lock or connection.
 * The sender claims the reserved row first, so two jobs never both send it; a failed send gives the
 * claim back and the job's retry sends it (a claim left by a stopped process goes stale and is
 * taken again). The unique firing row makes a repeated job reserve nothing twice.
 */
export function createAlertEmails(deps: AlertEmailDeps) {
  const { repository, members, mailer, perHour, now } = deps;
  const staleBefore = (at: Date) => new Date(at.getTime() - claimStaleMs);

  /** Sends the firing's reserved mail when no one else is sending it. */
  async function deliverQueued(firing: FiringRow, email: string, locale: Locale): Promise<void> {
    const at = now();
    if (!(await repository.claimQueued(firing.id, at, staleBefore(at)))) return;
    try {
      await mailer.send({ to: email, ...alertMail(triggered(firing), locale) });
    } catch (error) {
      const row = await repository.emailOf(firing.id);
      if (row) await repository.releaseClaim([row.id]).catch(() => undefined);
      throw error;
    }
    await repository.markSent(firing.id, now());
  }

  /** Sends the member's reserved summary when no one else is sending it; true when it went. */
  async function deliverSummary(userId: string, email: string, locale: Locale): Promise<boolean> {
    const at = now();
    const rows = await repository.claimSummary(userId, at, staleBefore(at));
    if (rows.length === 0) return false;
    const ids = rows.map((row) => row.id);
    try {
      const firings = await repository.firings(rows.map((row) => row.firingId));
      await mailer.send({ to: email, ...summaryMail(firings.map(triggered), perHour, locale) });
    } catch (error) {
      await repository.releaseClaim(ids).catch(() => undefined);
      throw error;
    }
    await repository.markSummarised(ids, now());
    return true;
  }

  return {
    async fired(userId: string, firing: FiringRow): Promise<void> {
      if (!(await repository.emailEnabled(userId))) return;
      await deps.scheduler().alertEmail(firing.id);
    },

    /** The alert-email job: reserves one firing's mail (or holds it past the limit), then sends it. */
    async send(firingId: number): Promise<void> {
      const firing = await repository.firing(firingId);
      if (!firing) return;
      const contact = await members.contactOf(firing.userId);
      if (!contact?.email || !(await repository.emailEnabled(firing.userId))) return;
      const locale = await members.languageOf(firing.userId);
      const at = now();
      // The lock's transaction holds the only connection of an embedded database: everything in
      // it goes through `tx`, and it does no other work (no mail, no scheduling).
      const decided = await repository.lockedForUser(firing.userId, async (tx) => {
        const existing = await repository.emailOf(firingId, tx);
        if (existing) return existing.status === 'queued' ? ('send' as const) : null;
        const sent = await repository.mailsSince(firing.userId, new Date(at.getTime() - hourMs), tx);
        if (sent.length >= perHour) {
          await repository.recordEmail({ userId: firing.userId, firingId, status: 'held', at }, tx);
          return new Date(sent[0]!.getTime() + hourMs);
        }
        await repository.recordEmail({ userId: firing.userId, firingId, status: 'queued', at }, tx);
        return 'send' as const;
      });
      if (decided === 'send') await deliverQueued(firing, contact.email, locale);
      else if (decided) await deps.scheduler().emailSummary(firing.userId, decided);
    },

    /** The summary job: every held firing of the member in one mail, once the hour has room. */
    async sendSummary(userId: string): Promise<void> {
      const contact = await members.contactOf(userId);
      if (!contact?.email) return;
      const locale = await members.languageOf(userId);
      const at = now();
      const retryAt = await repository.lockedForUser(userId, async (tx) => {
        // A summary reserved before (its send failed or is under way) goes first, as it is.
        if (await repository.summaryPending(userId, tx)) return null;
        const held = await repository.held(userId, tx);
        if (held.length === 0) return null;
        const sent = await repository.mailsSince(userId, new Date(at.getTime() - hourMs), tx);
        if (sent.length >= perHour) return new Date(sent[0]!.getTime() + hourMs);
        await repository.reserveSummary(
          held.map((row) => row.id),
          at,
          tx,
        );
        return null;
      });
      if (retryAt) {
        await deps.scheduler().emailSummary(userId, retryAt);
        return;
      }
      // Firings held while this summary was being sent get a summary of their own.
      if (
        (await deliverSummary(userId, contact.email, locale)) &&
        (await repository.held(userId)).length > 0
      ) {
        await deps.scheduler().emailSummary(userId, now());
      }
    },
  };
}
export type AlertEmails = ReturnType<typeof createAlertEmails>;
