import type { AnalysisRun } from '@alphadesk/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/client.ts';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { isPlanGate, usePortfolioList, useWhatIf } from '../../portfolio/queries.ts';

/** Which of the member's portfolios takes the what-if purchase; the form's one field. */
interface Values {
  portfolioId: string;
}

/** The dialog's body: the member's portfolios to choose from, or why there is none to choose. */
function PortfolioChoice({ open, price }: { open: boolean; price: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = usePortfolioList(open);
  if (list.isPending) return <Spin tip={t('analysisRun.whatIf.loading')}>{null}</Spin>;
  if (list.isError) {
    return (
      <Alert
        type={isPlanGate(list.error) ? 'info' : 'error'}
        showIcon
        data-testid="what-if-unavailable"
        title={errorMessage(list.error, language)}
        action={
          isPlanGate(list.error) ? (
            <ButtonLink to="/pricing">{t('analysisRun.whatIf.upgrade')}</ButtonLink>
          ) : undefined
        }
      />
    );
  }
  if (list.data.length === 0) {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="what-if-no-portfolio"
        title={t('analysisRun.whatIf.none')}
        action={<ButtonLink to="/portfolio">{t('analysisRun.whatIf.create')}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <p>{t('analysisRun.whatIf.explain', { price })}</p>
      <Form.Item
        name="portfolioId"
        label={t('analysisRun.whatIf.portfolio')}
        initialValue={list.data[0]!.id}
        rules={[{ required: true }]}
      >
        <Select
          data-testid="what-if-portfolio"
          options={list.data.map((portfolio) => ({ value: portfolio.id, label: portfolio.name }))}
        />
      </Form.Item>
    </>
  );
}

/**
 * "加入投資組合（假設買入）" under a completed report: the analysed stock bought at the call's price
 * in one of the member's portfolios (the server's what-if route), to follow the call's real return.
 */
export function WhatIfButton({ run }: { run: AnalysisRun }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const list = usePortfolioList(open);
  const whatIf = useWhatIf();
  const price = run.report?.priceAtCall ?? null;
  if (price === null) return null;

  const show = () => {
    whatIf.reset();
    setOpen(true);
  };
  const submit = ({ portfolioId }: Values) =>
    whatIf.mutate(
      { id: portfolioId, body: { analysisId: run.id } },
      {
        onSuccess: () => {
          setAdded(list.data?.find((portfolio) => portfolio.id === portfolioId)?.name ?? '');
          setOpen(false);
        },
      },
    );
  const choosing = (list.data?.length ?? 0) > 0;

  return (
    <>
      <Button icon={<PlusOutlined />} onClick={show} data-testid="what-if-button">
        {t('analysisRun.whatIf.button')}
      </Button>
      {added !== null ? (
        <Typography.Text type="success" data-testid="what-if-added">
          {t('analysisRun.whatIf.added', { name: added })}
        </Typography.Text>
      ) : null}
      <Modal
        open={open}
        title={t('analysisRun.whatIf.title')}
        okText={t('analysisRun.whatIf.confirm')}
        cancelText={t('analysisRun.whatIf.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        okButtonProps={{ disabled: !choosing, 'data-testid': 'what-if-confirm' }}
        confirmLoading={whatIf.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <PortfolioChoice open={open} price={price} />
        </Form>
        {whatIf.isError ? (
          <Alert
            type="error"
            showIcon
            data-testid="what-if-error"
            title={errorMessage(whatIf.error, language)}
          />
        ) : null}
      </Modal>
    </>
  );
}
