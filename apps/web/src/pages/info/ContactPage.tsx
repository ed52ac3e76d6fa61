import { CreateTicketRequest, type TicketCategory, type TicketResponse } from '@alphadesk/contracts';
import { Alert, Button, Form, Input, Result, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorMessage } from '../../api/client.ts';
import { useSession } from '../../auth/session.ts';
import { schemaRule } from '../../components/forms/schemaRules.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';

// The request's own rules, so the form and the server refuse the same input with the same words.
const rule = (field: keyof CreateTicketRequest) =>
  schemaRule(CreateTicketRequest, field, (message) => message);
const categories: TicketCategory[] = ['account', 'subscription', 'analysis', 'technical', 'billing', 'other'];

/** /contact: a message stored as a support ticket; the server mails the sender a confirmation. */
export default function ContactPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('pages.contact.title'));
  const { user } = useSession();
  const [form] = Form.useForm<CreateTicketRequest>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<TicketResponse | null>(null);

  const submit = async (values: CreateTicketRequest) => {
    setSending(true);
    setFailure(null);
    try {
      setSent(await api.post<TicketResponse>('/api/support/tickets', values));
    } catch (error) {
      setFailure(errorMessage(error, language) || t('support.form.failed'));
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <article className="container page page--prose">
        <Result
          status="success"
          title={t('support.form.successTitle')}
          subTitle={
            <>
              <p data-testid="contact-success">{sent.message}</p>
              <p data-testid="contact-reference">
                {t('support.form.reference', { reference: sent.reference })}
              </p>
            </>
          }
          extra={<Button onClick={() => setSent(null)}>{t('support.form.another')}</Button>}
        />
      </article>
    );
  }

  return (
    <article className="container page page--prose">
      <Typography.Title level={1}>{t('pages.contact.title')}</Typography.Title>
      <Typography.Paragraph>{t('support.form.intro')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} data-testid="contact-error" />}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ name: user?.name ?? '', email: user?.email ?? '', category: 'other' }}
        requiredMark={false}
      >
        <Form.Item name="name" label={t('support.form.name')} rules={[rule('name')]}>
          <Input id="contact-name" maxLength={50} autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label={t('support.form.email')} rules={[rule('email')]}>
          <Input id="contact-email" type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="category" label={t('support.form.category')} rules={[rule('category')]}>
          <Select
            id="contact-category"
            options={categories.map((value) => ({ value, label: t(`support.form.categories.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="subject" label={t('support.form.subject')} rules={[rule('subject')]}>
          <Input id="contact-subject" maxLength={100} />
        </Form.Item>
        <Form.Item name="message" label={t('support.form.message')} rules={[rule('message')]}>
          <Input.TextArea id="contact-message" rows={6} maxLength={2000} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending} data-testid="contact-submit">
          {sending ? t('support.form.sending') : t('support.form.submit')}
        </Button>
      </Form>
    </article>
  );
}
