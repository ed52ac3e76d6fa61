import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { Portfolio } from '@alphadesk/contracts';
import { Alert, Button, Modal, Result, Skeleton, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { AddHoldingModal } from './AddHoldingModal.tsx';
import { AnalyticsTab } from './AnalyticsTab.tsx';
import { HeaderStats } from './HeaderStats.tsx';
import { HoldingsTable } from './HoldingsTable.tsx';
import { ImportModal } from './ImportModal.tsx';
import { Overview } from './Overview.tsx';
import { PortfolioFormModal } from './PortfolioFormModal.tsx';
import { isPlanGate, usePortfolioDetail, usePortfolioMutations } from './queries.ts';
import { TransactionModal } from './TransactionModal.tsx';
import { TransactionsTable } from './TransactionsTable.tsx';
import { useTranslation } from 'react-i18next';

const views = ['overview', 'holdings', 'transactions', 'analytics'] as const;
type View = (typeof views)[number];
type Dialog = 'holding' | 'transaction' | 'import' | 'rename' | 'delete' | null;

/** One portfolio: actions, header stats and the four views (the view is kept in `?view=`). */
export function PortfolioView({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = usePortfolioDetail(portfolio.id);
  const { remove, exportCsv } = usePortfolioMutations();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const requested = params.get('view');
  const view: View = views.find((candidate) => candidate === requested) ?? 'overview';
  const setView = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('view', next);
        return updated;
      },
      { replace: true },
    );
  const close = () => setDialog(null);

  const body = () => {
    if (detail.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (detail.isError) {
      return (
        <Result
          status={isPlanGate(detail.error) ? '403' : 'warning'}
          title={t('portfolio.loadFailed')}
          subTitle={errorMessage(detail.error, language)}
          extra={<Button onClick={() => void detail.refetch()}>{t('portfolio.retry')}</Button>}
        />
      );
    }
    const data = detail.data;
    return (
      <>
        <HeaderStats portfolio={data} />
        <Tabs
          activeKey={view}
          onChange={setView}
          items={[
            { key: 'overview', label: t('portfolio.tabs.overview'), children: <Overview portfolio={data} /> },
            {
              key: 'holdings',
              label: t('portfolio.tabs.holdings'),
              children: <HoldingsTable holdings={data.holdings} />,
            },
            {
              key: 'transactions',
              label: t('portfolio.tabs.transactions'),
              children: <TransactionsTable portfolioId={data.id} />,
            },
            {
              key: 'analytics',
              label: t('portfolio.tabs.analytics'),
              children: <AnalyticsTab portfolioId={data.id} />,
            },
          ]}
          destroyOnHidden
          data-testid="portfolio-views"
        />
      </>
    );
  };

  return (
    <section aria-label={portfolio.name} data-testid="portfolio-view">
      <Space wrap className="portfolio__actions">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog('holding')}
          data-testid="open-add-holding"
        >
          {t('portfolio.actions.addHolding')}
        </Button>
        <Button
          icon={<PlusOutlined />}
          onClick={() => setDialog('transaction')}
          data-testid="open-add-transaction"
        >
          {t('portfolio.actions.addTransaction')}
        </Button>
        <Button icon={<UploadOutlined />} onClick={() => setDialog('import')} data-testid="open-import">
          {t('portfolio.actions.import')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate(portfolio.id)}
          data-testid="export-csv"
        >
          {t('portfolio.actions.export')}
        </Button>
        <Button icon={<EditOutlined />} onClick={() => setDialog('rename')} data-testid="open-rename">
          {t('portfolio.actions.rename')}
        </Button>
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => setDialog('delete')}
          data-testid="open-delete"
        >
          {t('portfolio.actions.remove')}
        </Button>
      </Space>
      {exportCsv.isError ? (
        <Alert type="error" showIcon title={errorMessage(exportCsv.error, language)} />
      ) : null}

      {body()}

      <AddHoldingModal open={dialog === 'holding'} portfolioId={portfolio.id} onClose={close} />
      <TransactionModal open={dialog === 'transaction'} portfolioId={portfolio.id} onClose={close} />
      <ImportModal open={dialog === 'import'} portfolioId={portfolio.id} onClose={close} />
      <PortfolioFormModal
        open={dialog === 'rename'}
        mode="rename"
        initialName={portfolio.name}
        portfolio={portfolio}
        onClose={close}
      />
      <Modal
        open={dialog === 'delete'}
        title={t('portfolio.remove.title', { name: portfolio.name })}
        okText={t('portfolio.remove.confirm')}
        cancelText={t('portfolio.remove.cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'confirm-delete' }}
        confirmLoading={remove.isPending}
        onOk={() => remove.mutate(portfolio.id, { onSuccess: close })}
        onCancel={close}
      >
        <p>{t('portfolio.remove.text')}</p>
        {remove.isError ? <Alert type="error" showIcon title={errorMessage(remove.error, language)} /> : null}
      </Modal>
    </section>
  );
}
