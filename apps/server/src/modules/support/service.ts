import { randomBytes, randomUUID } from 'node:crypto';
import type {
  CreateTicketRequest,
  FaqCategory,
  FaqQuery,
  FaqResponse,
  TicketResponse,
} from '@alphadesk/contracts';
import { FaqCategory as FaqCategorySchema } from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail.ts';
import { faqCatalogue } from './faq-catalogue.ts';
import type { SupportRepository } from './repository.ts';
import { confirmationMail, receivedMessage } from './texts.ts';

const categories = FaqCategorySchema.options;

/** Case-insensitive match of every word of the query against the entry's text in the reader's language. */
function matches(haystack: string, query: string): boolean {
  const text = haystack.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

// Unambiguous letters and digits: a reference read over the phone is not misheard.
const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function ticketReference(now: Date): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  const suffix = [...randomBytes(6)]
    .map((byte) => referenceAlphabet[byte % referenceAlphabet.length])
    .join('');
  return `T${date}-${suffix}`;
}

export function createSupportService(deps: {
  repository: SupportRepository;
  mailer: Mailer;
  log: Logger;
  now: () => Date;
}) {
  const { repository, mailer, log, now } = deps;

  async function faq(query: FaqQuery, locale: Locale): Promise<FaqResponse> {
    const rows = await repository.allFaq();
    const entries = rows
      .filter((row) => (categories as readonly string[]).includes(row.category))
      .map((row) => ({
        id: row.id,
        category: row.category as FaqCategory,
        question: row.question[locale],
        answer: row.answer[locale],
        tags: row.tags,
      }));
    const counts = categories.map((id) => ({
      id,
      count: entries.filter((entry) => entry.category === id).length,
    }));
    const shown = entries.filter(
      (entry) =>
        (!query.category || entry.category === query.category) &&
        (!query.q || matches(`${entry.question} ${entry.answer} ${entry.tags.join(' ')}`, query.q)),
    );
    return { success: true, categories: counts, entries: shown };
  }

  async function createTicket(request: CreateTicketRequest, locale: Locale): Promise<TicketResponse> {
    const ticket = await repository.insertTicket({
      id: randomUUID(),
      reference: ticketReference(now()),
      userId: null,
      ...request,
      locale,
      createdAt: now(),
    });
    try {
      await mailer.send({ to: ticket.email, ...confirmationMail(ticket, locale) });
    } catch (error) {
      // The message is stored either way; staff answer it from the back-office.
      log.warn({ err: error, ticket: ticket.reference }, 'support confirmation mail failed');
    }
    return { success: true, reference: ticket.reference, message: receivedMessage[locale] };
  }

  return { faq, createTicket, ensureFaq: () => repository.ensureFaq(faqCatalogue) };
}
