import { Alert, Card, Descriptions, Skeleton, Tag } from 'antd';
import { errorMessage } from '@alphadesk/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSharedAnalysis } from './queries.ts';
import { usePageTitle } from '../../../components/usePageTitle.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { moveColor, outcomeColor, pct, pctPoints, price, resultColor, sentences } from './format.ts';
import './history.css';

/** /shared/analysis/:shareId — the public, read-only view of a shared call (no member data). */
export default function SharedAnalysisPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('history.shared.title'));
  const { shareId = '' } = useParams();
  const shared = useSharedAnalysis(shareId);
  const a = shared.data;
  return (
    <div className="history-page" data-testid="shared-analysis">
      <h1>{t('history.shared.title')}</h1>
      <p className="history-muted">{t('history.shared.readOnly')}</p>
      {shared.isPending && <Skeleton active />}
      {shared.isError && <Alert type="warning" title={errorMessage('SHARE_NOT_FOUND', language)} />}
      {a && (
        <Card title={`${a.companyName}（${a.symbol}.${a.market}）`}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('history.detailModal.verdict')}>
              <Tag color={resultColor[a.result]}>{t(`history.result.${a.result}`)}</Tag>
              {a.simulated && <Tag>{t('history.simulated')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.detailModal.confidence')}>
              {pct(a.confidence)}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.detailModal.priceAtCall')}>
              {price(a.priceAtCall)}（{a.callDate ?? '—'}）
            </Descriptions.Item>
            <Descriptions.Item label={t('history.detailModal.target')}>
              {price(a.targetPrice)}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.detailModal.summary')}>{a.summary || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('history.detailModal.keyPoints')}>
              {sentences(a.keyPoints) || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.detailModal.risks')}>
              {sentences(a.risks) || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.detailModal.opportunities')}>
              {sentences(a.opportunities) || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.detailModal.outcome')}>
              <Tag color={outcomeColor[a.actualOutcome]}>{t(`history.outcome.${a.actualOutcome}`)}</Tag>
              <span style={{ color: moveColor(a.actualReturn) }}>{pct(a.actualReturn, true)}</span>{' '}
              <span className="history-muted">{pctPoints(a.priceChangePercent)}</span>
            </Descriptions.Item>
          </Descriptions>
          <p className="history-note">{t('history.shared.disclaimer')}</p>
        </Card>
      )}
    </div>
  );
}
