import type { Db } from '@alphadesk/db';
import type { Mailer } from '../../platform/mail.ts';
import type { AccountsModule } from '../accounts/index.ts';
import type { AuditModule } from '../audit/index.ts';
import type { EinvoiceModule } from '../einvoice/index.ts';
import type { PaymentsModule } from '../payments/index.ts';
import type { PlansModule } from '../plans/index.ts';
import type { PortfoliosModule } from '../portfolios/index.ts';
import type { SubscriptionsModule } from '../subscriptions/index.ts';

/** What the back-office money screens need of other modules: their facades, read-mostly. */
export interface AdminFinanceDeps {
  db: Db;
  accounts: Pick<AccountsModule, 'memberById'>;
  audit: Pick<AuditModule, 'record'>;
  plans: Pick<PlansModule, 'staffList' | 'staffUpdate' | 'nameOf'>;
  subscriptions: Pick<SubscriptionsModule, 'staffList' | 'staffGet' | 'summary' | 'cancel' | 'resume'>;
  payments: Pick<PaymentsModule, 'financeLedger' | 'orderEvents' | 'ordersBetween' | 'gatewayTrade'>;
  portfolios: Pick<PortfoliosModule, 'staffOrders' | 'staffTradeStats' | 'staffBook'>;
  einvoices: Pick<EinvoiceModule, 'financeList'>;
  mailer: Mailer;
  now: () => Date;
}

/** Who did it, for the audit entry. */
export interface StaffActor {
  id: string;
  name: string;
  ip: string;
  userAgent: string | null;
}
