import type { ImportResponse } from '@alphadesk/contracts';
import { Alert, Button, Descriptions, Modal, Table, Tag } from 'antd';
import { useEffect, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { money, price, shares } from './format.ts';
import { fileToBase64, usePortfolioMutations } from './queries.ts';
import { useTranslation } from 'react-i18next';

type Row = ImportResponse['rows'][number];

/** The server's reading of the file: format, rows (duplicates marked), errors and warnings by line. */
function Preview({ answer }: { answer: ImportResponse }) {
  const { t } = useTranslation();
  const fresh = answer.rows.filter((row) => !row.duplicate).length;
  return (
    <div data-testid="import-preview">
      <Descriptions size="small" column={2}>
        <Descriptions.Item label={t('portfolio.import.format')}>
          {answer.format ? t(`portfolio.import.formats.${answer.format}`) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('portfolio.import.encoding')}>
          {answer.encoding.toUpperCase()}
        </Descriptions.Item>
      </Descriptions>
      {answer.errors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={t('portfolio.import.errors')}
          description={
            <ul className="portfolio-issues">
              {answer.errors.map((issue) => (
                <li key={`${issue.line}-${issue.message}`} data-testid="import-error">
                  {t('portfolio.import.line', { line: issue.line })}：{issue.message}
                </li>
              ))}
            </ul>
          }
        />
      ) : (
        <p data-testid="import-summary">
          {t('portfolio.import.rows', { count: fresh, duplicates: answer.rows.length - fresh })}
        </p>
      )}
      {answer.warnings.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('portfolio.import.warnings')}
          description={answer.warnings.map((issue) => (
            <div key={`${issue.line}-${issue.message}`}>
              {t('portfolio.import.line', { line: issue.line })}：{issue.message}
            </div>
          ))}
        />
      ) : null}
      <Table<Row>
        rowKey="line"
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={answer.rows}
        scroll={{ x: 700 }}
        columns={[
          { title: '#', dataIndex: 'line', key: 'line' },
          { title: t('portfolio.transactions.date'), dataIndex: 'date', key: 'date' },
          {
            title: t('portfolio.transactions.type'),
            key: 'type',
            render: (_, row) => t(`portfolio.transactions.types.${row.type}`),
          },
          {
            title: t('portfolio.transactions.symbol'),
            key: 'symbol',
            render: (_, row) => (row.symbol ? `${row.symbol} ${row.companyName ?? ''}` : ''),
          },
          {
            title: t('portfolio.transactions.shares'),
            key: 'shares',
            render: (_, row) => (row.shares === null ? '' : shares(row.shares)),
          },
          {
            title: t('portfolio.transactions.price'),
            key: 'price',
            render: (_, row) => (row.price === null ? '' : price(row.price)),
          },
          { title: t('portfolio.transactions.fee'), key: 'fee', render: (_, row) => money(row.fee) },
          { title: t('portfolio.transactions.tax'), key: 'tax', render: (_, row) => money(row.tax) },
          {
            key: 'duplicate',
            render: (_, row) => (row.duplicate ? <Tag>{t('portfolio.import.duplicate')}</Tag> : null),
          },
        ]}
      />
    </div>
  );
}

/** Broker CSV import: the file is previewed (dry run) first, and written only on confirmation. */
export function ImportModal({
  open,
  portfolioId,
  onClose,
}: {
  open: boolean;
  portfolioId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { importCsv } = usePortfolioMutations();
  const [file, setFile] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportResponse | null>(null);
  const [done, setDone] = useState<ImportResponse | null>(null);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setPreview(null);
    setDone(null);
    importCsv.reset();
    // Reset when the modal opens only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const encoded = await fileToBase64(chosen);
    setFile(encoded);
    setPreview(null);
    setDone(null);
    importCsv.mutate({ id: portfolioId, file: encoded, dryRun: true }, { onSuccess: setPreview });
  };
  const confirm = () => {
    if (file) importCsv.mutate({ id: portfolioId, file, dryRun: false }, { onSuccess: setDone });
  };
  const fresh = preview ? preview.rows.filter((row) => !row.duplicate).length : 0;
  const canConfirm = preview !== null && preview.errors.length === 0 && fresh > 0 && done === null;

  return (
    <Modal
      open={open}
      width={860}
      title={t('portfolio.import.title')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('portfolio.import.cancel')}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          disabled={!canConfirm}
          loading={importCsv.isPending && file !== null && preview !== null}
          onClick={confirm}
          data-testid="import-confirm"
        >
          {t('portfolio.import.confirm', { count: fresh })}
        </Button>,
      ]}
      destroyOnHidden
    >
      <p className="portfolio__muted">{t('portfolio.import.hint')}</p>
      <label className="portfolio-file">
        <span>{t('portfolio.import.choose')}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void choose(event)}
          data-testid="import-file"
        />
      </label>
      {importCsv.isError ? (
        <Alert type="error" showIcon title={errorMessage(importCsv.error, language)} />
      ) : null}
      {done ? (
        <Alert
          type="success"
          showIcon
          title={t('portfolio.import.done', { added: done.added, duplicates: done.duplicates })}
          data-testid="import-done"
        />
      ) : null}
      {preview ? <Preview answer={done ?? preview} /> : null}
    </Modal>
  );
}
