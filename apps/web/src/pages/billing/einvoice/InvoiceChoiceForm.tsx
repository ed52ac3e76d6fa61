import { InvoicePreferenceRequest, type InvoicePreference } from '@alphadesk/contracts';
import { Alert, Button, Form, Input, Radio, type FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, isApiError } from '../../../api/client.ts';
import { schemaRule } from '../../../components/forms/schemaRules.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { einvoiceApi, type InvoiceChoiceValues } from './einvoiceApi.ts';
import { fieldOfError, localiseEinvoiceMessage } from './messages.ts';

type Field = 'kind' | 'carrierNumber' | 'loveCode' | 'taxId' | 'companyName';
const kinds = ['mobile-barcode', 'citizen-certificate', 'member-carrier', 'donation', 'company'] as const;

export interface InvoiceChoiceFormProps {
  initial?: InvoicePreference | null;
  submitText?: string;
  onSaved: (preference: InvoicePreference) => void;
}

/**
 * Where the member's e-invoices go: a carrier, a donation or a company tax id. The fields follow
 * the contract's rules (the same words as the server); the 統一編號 checksum, the rules between
 * fields and the provider's barcode / love-code checks come back from the server on their field.
 */
export function InvoiceChoiceForm(props: InvoiceChoiceFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<InvoiceChoiceValues>();
  const kind = Form.useWatch('kind', form) ?? props.initial?.kind ?? 'mobile-barcode';
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const localise = (message: string) => localiseEinvoiceMessage(message, language);
  const rule = (field: Field) => schemaRule(InvoicePreferenceRequest, field, localise);

  async function submit(values: InvoiceChoiceValues) {
    setSaving(true);
    setProblem(null);
    try {
      // Only the chosen kind's fields are sent.
      const own: Record<string, readonly Field[]> = {
        'mobile-barcode': ['carrierNumber'],
        'citizen-certificate': ['carrierNumber'],
        'member-carrier': [],
        donation: ['loveCode'],
        company: ['taxId', 'companyName'],
      };
      const body = Object.fromEntries(
        (['kind', ...(own[values.kind] ?? [])] as Field[]).map((field) => [field, values[field]]),
      ) as InvoiceChoiceValues;
      const saved = await einvoiceApi.savePreference(body);
      if (saved.preference) props.onSaved(saved.preference);
    } catch (error) {
      const text = apiErrorMessage(error, language);
      const field = isApiError(error) ? fieldOfError(error.code) : null;
      if (field && field !== 'kind') form.setFields([{ name: field, errors: [text] }]);
      else setProblem(text);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<InvoiceChoiceValues>
      form={form}
      layout="vertical"
      data-testid="invoice-choice-form"
      initialValues={{
        kind: props.initial?.kind ?? 'mobile-barcode',
        carrierNumber: props.initial?.carrierNumber ?? '',
        loveCode: props.initial?.loveCode ?? '',
        taxId: props.initial?.taxId ?? '',
        companyName: props.initial?.companyName ?? '',
      }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="kind" label={t('billing.einvoice.kind')} rules={[rule('kind')]}>
        <Radio.Group>
          {kinds.map((item) => (
            <Radio key={item} value={item}>
              {t(`billing.einvoice.kinds.${item}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <KindFields kind={kind} rule={rule} />
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" loading={saving}>
        {props.submitText ?? t('billing.einvoice.save')}
      </Button>
    </Form>
  );
}

/** The fields of the chosen kind: a carrier number, a love code, or a tax id and company name. */
function KindFields({ kind, rule }: { kind: InvoiceChoiceValues['kind']; rule: (field: Field) => FormRule }) {
  const { t } = useTranslation();
  return (
    <>
      {kind === 'mobile-barcode' || kind === 'citizen-certificate' ? (
        <Form.Item
          name="carrierNumber"
          label={t(`billing.einvoice.carrierNumber.${kind}`)}
          extra={t(`billing.einvoice.carrierHint.${kind}`)}
          rules={[rule('carrierNumber')]}
        >
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
      ) : null}
      {kind === 'member-carrier' ? <p>{t('billing.einvoice.memberCarrierHint')}</p> : null}
      {kind === 'donation' ? (
        <Form.Item
          name="loveCode"
          label={t('billing.einvoice.loveCode')}
          extra={t('billing.einvoice.loveCodeHint')}
          rules={[rule('loveCode')]}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={20} />
        </Form.Item>
      ) : null}
      {kind === 'company' ? (
        <>
          <Form.Item name="taxId" label={t('billing.einvoice.taxId')} rules={[rule('taxId')]}>
            <Input inputMode="numeric" autoComplete="off" maxLength={20} />
          </Form.Item>
          <Form.Item
            name="companyName"
            label={t('billing.einvoice.companyName')}
            rules={[rule('companyName')]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <p>{t('billing.einvoice.companyHint')}</p>
        </>
      ) : null}
    </>
  );
}
