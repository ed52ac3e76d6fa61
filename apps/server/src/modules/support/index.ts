import type { CreateTicketRequest, FaqQuery, FaqResponse, TicketResponse } from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';
import type { Db } from '@alphadesk/db';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { AuditModule } from '../audit/index.ts';
import { createSupportDesk, type SupportDesk } from './desk.ts';
import { createSupportRepository } from './repository.ts';
import { createSupportService } from './service.ts';

export { supportRoutes } from './routes.ts';

/** The help centre (FAQ stored in the database), the contact form and the ticket desk. */
export interface SupportModule {
  faq(query: FaqQuery, locale: Locale): Promise<FaqResponse>;
  createTicket(request: CreateTicketRequest, locale: Locale): Promise<TicketResponse>;
  /** Seeds the FAQ entries that are missing (every start). */
  ensureFaq(): Promise<void>;
  /** Members' tickets and the back-office's customer service (admin spec §2.10). */
  desk: SupportDesk;
}

export function createSupportModule(deps: {
  db: Db;
  mailer: Mailer;
  log: Logger;
  now: () => Date;
  audit: Pick<AuditModule, 'record'>;
}): SupportModule {
  return {
    ...createSupportService({ repository: createSupportRepository(deps.db), ...deps }),
    desk: createSupportDesk(deps),
  };
}
