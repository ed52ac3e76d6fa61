import type { InvoicePreference, InvoicePreferenceRequest } from '@alphadesk/contracts';
import { validateInvoiceChoice, type EinvoiceErrorCode } from '@alphadesk/core';
import { AppError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import type { EinvoiceClient } from './provider.ts';
import type { EinvoiceRepository } from './repository.ts';
import { EinvoiceProtocolError } from './protocol.ts';
import { EinvoiceUnavailableError } from './transport.ts';
import { preferenceView } from './views.ts';

const refused = (code: EinvoiceErrorCode, issues: { code: EinvoiceErrorCode; field: string }[]) =>
  new AppError(
    `EINVOICE_${code}`,
    undefined,
    issues.map((issue) => ({
      path: `body.${issue.field}`,
      message: new AppError(`EINVOICE_${issue.code}`).message,
    })),
  );

/**
 * A member's invoice choice: checked locally (formats, 統一編號 checksum, the provider's rules between
 * fields), then a mobile barcode or love code by the provider's CheckBarcode / CheckLoveCode. When the
 * provider cannot answer, the choice is kept unverified (the Issue itself checks it again).
 */
export function createPreferences(deps: {
  repository: EinvoiceRepository;
  client: EinvoiceClient | null;
  log: Logger;
  now: () => Date;
}) {
  const { repository, client, log, now } = deps;

  async function providerCheck(kind: string, value: string): Promise<'exists' | 'missing' | 'unknown'> {
    if (!client) return 'unknown';
    try {
      return kind === 'mobile-barcode' ? await client.checkBarcode(value) : await client.checkLoveCode(value);
    } catch (error) {
      if (!(error instanceof EinvoiceUnavailableError || error instanceof EinvoiceProtocolError)) throw error;
      log.warn({ err: error }, 'e-invoice check unavailable');
      return 'unknown';
    }
  }

  return {
    async get(userId: string): Promise<InvoicePreference | null> {
      const row = await repository.preferenceOf(userId);
      return row ? preferenceView(row) : null;
    },

    async save(
      userId: string,
      input: InvoicePreferenceRequest,
    ): Promise<{ preference: InvoicePreference; verified: boolean }> {
      const result = validateInvoiceChoice(input);
      if (!result.ok) throw refused(result.issues[0]!.code, result.issues);
      const choice = result.choice;
      let verified = false;
      if (choice.kind === 'mobile-barcode' || choice.kind === 'donation') {
        const value = choice.kind === 'donation' ? choice.loveCode : choice.carrierNumber;
        const field = choice.kind === 'donation' ? 'loveCode' : 'carrierNumber';
        const code = choice.kind === 'donation' ? 'LOVE_CODE_UNKNOWN' : 'MOBILE_BARCODE_UNKNOWN';
        const check = await providerCheck(choice.kind, value);
        if (check === 'missing') throw refused(code, [{ code, field }]);
        verified = check === 'exists';
      }
      const row = {
        userId,
        kind: choice.kind,
        carrierNumber: 'carrierNumber' in choice ? choice.carrierNumber : null,
        loveCode: choice.kind === 'donation' ? choice.loveCode : null,
        taxId: choice.kind === 'company' ? choice.taxId : null,
        companyName: choice.kind === 'company' ? choice.companyName : null,
        updatedAt: now(),
      };
      await repository.savePreference(row);
      return { preference: preferenceView(row), verified };
    },
  };
}
