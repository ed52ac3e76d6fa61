import { CreatePortfolioRequest, type Portfolio } from '@alphadesk/contracts';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { usePortfolioMutations } from './queries.ts';
import { valueRule } from '../../components/forms/schemaRules.ts';
import { useTranslation } from 'react-i18next';

interface Values {
  name: string;
  description?: string;
  trackCash?: boolean;
}

export interface PortfolioFormModalProps {
  open: boolean;
  /** Create a portfolio, or rename `portfolio`. */
  mode: 'create' | 'rename';
  initialName: string;
  portfolio?: Portfolio;
  onClose: (saved?: Portfolio) => void;
}

/** Create (spec §5: name prefilled with a default like 我的投資組合 #1) or rename a portfolio. */
export function PortfolioFormModal({ open, mode, initialName, portfolio, onClose }: PortfolioFormModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<Values>();
  const { create, update } = usePortfolioMutations();
  const mutation = mode === 'create' ? create : update;

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({
      name: initialName,
      description: portfolio?.description ?? '',
      trackCash: portfolio?.trackCash ?? false,
    });
    create.reset();
    update.reset();
    // Reset only when the modal opens; the mutations change identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, initialName, portfolio, form]);

  const submit = async (values: Values) => {
    // Spec §Portfolio: creating with an empty name is a cancel, not a mistake to point out.
    if (mode === 'create' && !values.name?.trim()) return onClose();
    const description = values.description?.trim() || undefined;
    const saved =
      mode === 'create'
        ? await create.mutateAsync({ name: values.name, description, trackCash: values.trackCash ?? false })
        : await update.mutateAsync({ id: portfolio!.id, body: { name: values.name, description } });
    onClose(saved);
  };

  return (
    <Modal
      open={open}
      title={t(mode === 'create' ? 'portfolio.create.title' : 'portfolio.rename.title')}
      okText={t(mode === 'create' ? 'portfolio.create.submit' : 'portfolio.rename.submit')}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
      confirmLoading={mutation.isPending}
      okButtonProps={{ 'data-testid': 'portfolio-form-submit' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values).catch(() => undefined)}>
        <Form.Item
          name="name"
          label={t('portfolio.create.name')}
          rules={[valueRule(CreatePortfolioRequest.shape.name, { optional: mode === 'create' })]}
        >
          <Input maxLength={50} data-testid="portfolio-form-name" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('portfolio.create.description')}
          rules={[valueRule(CreatePortfolioRequest.shape.description, { optional: true })]}
        >
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
        {mode === 'create' ? (
          <Form.Item name="trackCash" valuePropName="checked">
            <Checkbox>{t('portfolio.create.trackCash')}</Checkbox>
          </Form.Item>
        ) : null}
      </Form>
      {mutation.isError ? (
        <Alert type="error" showIcon title={errorMessage(mutation.error, language)} />
      ) : null}
    </Modal>
  );
}
