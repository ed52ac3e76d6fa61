import { describe, expect, it } from 'vitest';
import { accountErrors } from './accounts.ts';
import { adminFinanceErrors } from './admin-finance.ts';
import { adminErrors } from './admin.ts';
import { analysisErrors } from './analysis.ts';
import { apiKeyErrors } from './api-keys.ts';
import { backofficeErrors } from './backoffice.ts';
import { billingErrors } from './billing.ts';
import { errorCatalogue } from './catalogue.ts';
import { einvoiceErrors } from './einvoice.ts';
import { entitlementErrors } from './entitlements.ts';
import { flagErrors } from './flags.ts';
import { generalErrors } from './general.ts';
import { monitorErrors } from './monitor.ts';
import { alertDeliveryErrors } from './alert-delivery.ts';
import { operationsErrors } from './operations.ts';
import { performanceErrors } from './performance.ts';
import { personalityErrors } from './personality.ts';
import { analystsTtsErrors } from './analysts-tts.ts';
import { optimisationErrors } from './optimisation.ts';
import { portfolioErrors } from './portfolios.ts';
import { serviceContentErrors } from './service-content.ts';
import { workflowErrors } from './workflows.ts';

const parts = {
  generalErrors,
  accountErrors,
  entitlementErrors,
  billingErrors,
  analysisErrors,
  portfolioErrors,
  einvoiceErrors,
  monitorErrors,
  alertDeliveryErrors,
  adminErrors,
  personalityErrors,
  apiKeyErrors,
  operationsErrors,
  performanceErrors,
  adminFinanceErrors,
  backofficeErrors,
  serviceContentErrors,
  flagErrors,
  workflowErrors,
  analystsTtsErrors,
  optimisationErrors,
};

describe('the error catalogue’s parts', () => {
  it('never define the same code twice (a later part would silently replace the earlier text)', () => {
    const owners = new Map<string, string[]>();
    for (const [part, errors] of Object.entries(parts)) {
      for (const code of Object.keys(errors)) owners.set(code, [...(owners.get(code) ?? []), part]);
    }
    const shared = [...owners].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([]);
    // Every part is in the catalogue (a part missing from this list would escape the check).
    expect(owners.size).toBe(Object.keys(errorCatalogue).length);
  });
});
