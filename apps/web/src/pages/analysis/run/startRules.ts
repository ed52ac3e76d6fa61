import { analysisMessages, StartAnalysisRequest } from '@alphadesk/contracts';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { schemaRule } from '../../../components/forms/schemaRules.ts';

/**
 * The antd rule of one field of a start (the modal of /analysts and the form of /analysis): the
 * contract's StartAnalysisRequest decides, and its refusals read in the reader's language.
 */
export function startRule(
  field: 'symbol' | 'analysts' | 'instructions',
  t: TFunction,
  extra: Record<string, unknown> = {},
): FormRule {
  const localise = (message: string) => {
    if (message === analysisMessages.symbolRequired) return t('analysisRun.modal.symbolRequired');
    if (message === analysisMessages.analystRequired) return t('analysisRun.modal.analystRequired');
    return message;
  };
  return schemaRule(StartAnalysisRequest, field, localise, extra);
}
