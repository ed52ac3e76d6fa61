import { PlusOutlined } from '@ant-design/icons';
import type { Portfolio } from '@alphadesk/contracts';
import { Button, Empty, Result, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { PortfolioFormModal } from './PortfolioFormModal.tsx';
import { PortfolioView } from './PortfolioView.tsx';
import './portfolio.css';
import { isPlanGate, usePortfolioList } from './queries.ts';
import { useTranslation } from 'react-i18next';

/** Free members and guests: the server's 403 answer, with the way to a plan that includes it. */
export function PlanGate({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={<h1 className="portfolio__gate-title">{t('portfolio.gate.title')}</h1>}
      subTitle={
        <>
          <p data-testid="portfolio-gate-message">{message}</p>
          <p>{t('portfolio.gate.text')}</p>
        </>
      }
      extra={
        <ButtonLink to="/pricing" type="primary" size="large" data-testid="portfolio-upgrade">
          {t('portfolio.gate.upgrade')}
        </ButtonLink>
      }
      data-testid="portfolio-gate"
    />
  );
}

/** The next free default name: 我的投資組合 #n with n one above the highest in use. */
function nextDefaultName(portfolios: readonly Portfolio[], format: (n: number) => string): string {
  let n = portfolios.length + 1;
  const names = new Set(portfolios.map((portfolio) => portfolio.name));
  while (names.has(format(n))) n += 1;
  return format(n);
}

/**
 * /portfolio (spec §2 portfolio centre): the member's portfolios as tabs; each shows its header
 * stats and the overview, holdings, transactions and analytics views. Gold and diamond only — the
 * server decides, and a 403 from it shows the upgrade gate.
 */
export default function PortfolioPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('portfolio.title'));
  const list = usePortfolioList();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);

  if (list.isPending) {
    return (
      <div className="container page" aria-label={t('portfolio.loading')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className="container page">
        {isPlanGate(list.error) ? (
          <PlanGate message={errorMessage(list.error, language)} />
        ) : (
          <Result
            status="warning"
            title={t('portfolio.loadFailed')}
            subTitle={errorMessage(list.error, language)}
            extra={<Button onClick={() => void list.refetch()}>{t('portfolio.retry')}</Button>}
            data-testid="portfolio-load-failed"
          />
        )}
      </div>
    );
  }

  const portfolios = list.data;
  const selected = portfolios.find((portfolio) => portfolio.id === params.get('id')) ?? portfolios[0];
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('id', id);
        return next;
      },
      { replace: true },
    );
  const defaultName = nextDefaultName(portfolios, (n) => t('portfolio.create.defaultName', { n }));

  return (
    <div className="container portfolio" data-testid="portfolio-page">
      <header className="portfolio__header">
        <div>
          <h1 className="portfolio__title">{t('portfolio.title')}</h1>
          <p className="portfolio__subtitle">{t('portfolio.subtitle')}</p>
        </div>
        {selected ? (
          <Button icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="portfolio-create">
            {t('portfolio.actions.create')}
          </Button>
        ) : null}
      </header>

      {selected ? (
        <>
          <Tabs
            activeKey={selected.id}
            onChange={select}
            items={portfolios.map((portfolio) => ({ key: portfolio.id, label: portfolio.name }))}
            data-testid="portfolio-tabs"
          />
          <PortfolioView key={selected.id} portfolio={selected} />
        </>
      ) : (
        <Empty
          description={t('portfolio.empty.title')}
          className="portfolio__empty"
          data-testid="portfolio-empty"
        >
          <p className="portfolio__muted">{t('portfolio.empty.text')}</p>
          <Button type="primary" onClick={() => setCreating(true)} data-testid="portfolio-create">
            {t('portfolio.empty.create')}
          </Button>
        </Empty>
      )}

      <PortfolioFormModal
        open={creating}
        mode="create"
        initialName={defaultName}
        onClose={(created) => {
          setCreating(false);
          if (created) select(created.id);
        }}
      />
    </div>
  );
}
