import { Alert, Descriptions, Modal, Spin, Tag } from 'antd';
import { errorMessage } from '@alphadesk/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { useAnalysisDetail } from './queries.ts';
import { moveColor, outcomeColor, pct, pctPoints, price, resultColor } from './format.ts';

/** The analysis detail (verdict, confidence, target, summary, points, outcome), opened by `?id=`. */
export function DetailModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useAnalysisDetail(id);
  const record = detail.data;
  const list = (items: string[]) =>
    items.length ? (
      <ul className="history-points">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ) : (
      '—'
    );
  return (
    <Modal
      open={id !== null}
      onCancel={onClose}
      footer={null}
      width={720}
      title={record ? `${record.companyName}（${record.symbol}）` : t('history.detail')}
      data-testid="history-detail"
    >
      {detail.isPending && id !== null && <Spin />}
      {detail.isError && <Alert type="error" title={errorMessage('ANALYSIS_NOT_FOUND', language)} />}
      {record && (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('history.detailModal.verdict')}>
            <Tag color={resultColor[record.result]}>{t(`history.result.${record.result}`)}</Tag>
            {record.simulated && <Tag>{t('history.simulated')}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={t('history.detailModal.confidence')}>
            {pct(record.confidence)}
          </Descriptions.Item>
          <Descriptions.Item label={t('history.detailModal.priceAtCall')}>
            {price(record.priceAtCall)}（{record.callDate ?? '—'}）
          </Descriptions.Item>
          <Descriptions.Item label={t('history.detailModal.target')}>
            {price(record.targetPrice)}
          </Descriptions.Item>
          <Descriptions.Item label={t('history.detailModal.analysts')}>
            {record.analysts
              .map((a) =>
                t(`history.analystNames.${a}` as 'history.analystNames.technical', { defaultValue: a }),
              )
              .join('、')}
          </Descriptions.Item>
          <Descriptions.Item label={t('history.detailModal.summary')}>
            {record.summary || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('history.detailModal.keyPoints')}>
            {list(record.keyPoints)}
          </Descriptions.Item>
          <Descriptions.Item label={t('history.detailModal.risks')}>{list(record.risks)}</Descriptions.Item>
          <Descriptions.Item label={t('history.detailModal.opportunities')}>
            {list(record.opportunities)}
          </Descriptions.Item>
          <Descriptions.Item label={t('history.detailModal.outcome')}>
            <Tag color={outcomeColor[record.actualOutcome]} data-testid="history-detail-outcome">
              {t(`history.outcome.${record.actualOutcome}`)}
            </Tag>
            {record.actualReturn !== null && (
              <span style={{ color: moveColor(record.actualReturn) }}>{pct(record.actualReturn, true)}</span>
            )}
            {record.holdingDays !== null && (
              <span className="history-muted">
                {' '}
                {t('history.detailModal.holding', { days: record.holdingDays })}
              </span>
            )}{' '}
            <span className="history-muted">{pctPoints(record.priceChangePercent)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('history.detailModal.excess')}>
            {pct(record.excessReturn, true)}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
