import type { TransactionView } from '@alphadesk/contracts';
import { Alert, Button, Empty, Skeleton, Table, Tag } from 'antd';
import { errorMessage } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { money, price, shares } from './format.ts';
import { usePortfolioMutations, useTransactions } from './queries.ts';
import { useTranslation } from 'react-i18next';

/** The ledger, newest first, including the corporate actions the server applied by itself. */
export function TransactionsTable({ portfolioId }: { portfolioId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useTransactions(portfolioId);
  const { removeTransaction } = usePortfolioMutations();

  if (list.isPending) return <Skeleton active />;
  if (list.isError) return <Alert type="error" showIcon title={errorMessage(list.error, language)} />;
  if (list.data.length === 0) return <Empty description={t('portfolio.transactions.empty')} />;
  const rows = [...list.data].sort((a, b) => b.date.localeCompare(a.date));
  const number = (value: number | null, format: (n: number) => string) =>
    value === null ? '' : format(value);

  return (
    <>
      {removeTransaction.isError ? (
        <Alert type="error" showIcon title={errorMessage(removeTransaction.error, language)} />
      ) : null}
      <Table<TransactionView>
        rowKey="id"
        size="small"
        dataSource={rows}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 900 }}
        data-testid="transactions-table"
        columns={[
          { title: t('portfolio.transactions.date'), dataIndex: 'date', key: 'date' },
          {
            title: t('portfolio.transactions.type'),
            key: 'type',
            render: (_, tx) => (
              <>
                {t(`portfolio.transactions.types.${tx.type}`)}
                {tx.automatic ? (
                  <Tag className="portfolio__tag">{t('portfolio.transactions.automatic')}</Tag>
                ) : null}
              </>
            ),
          },
          {
            title: t('portfolio.transactions.symbol'),
            key: 'symbol',
            render: (_, tx) => (tx.symbol ? `${tx.symbol} ${tx.companyName ?? ''}` : ''),
          },
          {
            title: t('portfolio.transactions.shares'),
            key: 'shares',
            align: 'right',
            render: (_, tx) => number(tx.shares, shares),
          },
          {
            title: t('portfolio.transactions.price'),
            key: 'price',
            align: 'right',
            render: (_, tx) => number(tx.price, price),
          },
          {
            title: t('portfolio.transactions.amount'),
            key: 'amount',
            align: 'right',
            render: (_, tx) => number(tx.amount, money),
          },
          {
            title: t('portfolio.transactions.fee'),
            key: 'fee',
            align: 'right',
            render: (_, tx) => money(tx.fee),
          },
          {
            title: t('portfolio.transactions.tax'),
            key: 'tax',
            align: 'right',
            render: (_, tx) => money(tx.tax),
          },
          {
            key: 'actions',
            render: (_, tx) =>
              tx.automatic ? null : (
                <Button
                  size="small"
                  danger
                  type="link"
                  loading={
                    removeTransaction.isPending && removeTransaction.variables?.transactionId === tx.id
                  }
                  onClick={() => removeTransaction.mutate({ id: portfolioId, transactionId: tx.id })}
                >
                  {t('portfolio.transactions.remove')}
                </Button>
              ),
          },
        ]}
      />
    </>
  );
}
