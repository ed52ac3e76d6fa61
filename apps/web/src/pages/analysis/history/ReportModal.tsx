import type { AnalystPerformance, PerformanceStats } from '@alphadesk/contracts';
import { Descriptions, Empty, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { pct } from './format.ts';

/** The detailed performance report: every figure of performance-stats and analyst-performance. */
export function ReportModal(props: {
  open: boolean;
  onClose: () => void;
  stats: PerformanceStats | undefined;
  analysts: AnalystPerformance[] | undefined;
}) {
  const { t } = useTranslation();
  const { stats } = props;
  const name = (id: string, fallback: string) =>
    t(`history.analystNames.${id}` as 'history.analystNames.technical', { defaultValue: fallback });
  return (
    <Modal
      open={props.open}
      onCancel={props.onClose}
      footer={null}
      width={760}
      title={t('history.reportModal.title')}
    >
      {!stats || stats.scoredAnalyses === 0 ? (
        <Empty description={t('history.reportModal.none')} />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('history.header.total')}>{stats.totalAnalyses}</Descriptions.Item>
            <Descriptions.Item label={t('history.reportModal.scored')}>
              {stats.scoredAnalyses}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.reportModal.successful')}>
              {stats.successfulPredictions}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.header.successRate')}>
              {pct(stats.successRate)}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.header.averageReturn')}>
              {pct(stats.averageReturn, true)}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.reportModal.excess')}>
              {pct(stats.averageExcessReturn, true)}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.header.totalReturn')}>
              {pct(stats.totalReturn, true)}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.header.maxDrawdown')}>
              {pct(stats.maxDrawdown)}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.reportModal.winLoss')}>
              {stats.winLossRatio?.toFixed(2) ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.header.sharpe')}>
              {stats.sharpeRatio?.toFixed(2) ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.reportModal.riskAdjusted')}>
              {stats.riskAdjustedReturn?.toFixed(2) ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.reportModal.avgHolding')}>
              {stats.avgHoldingPeriod?.toFixed(1) ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.reportModal.best')}>
              {stats.bestPerformer
                ? `${stats.bestPerformer.symbol} ${pct(stats.bestPerformer.return, true)}`
                : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('history.reportModal.worst')}>
              {stats.worstPerformer
                ? `${stats.worstPerformer.symbol} ${pct(stats.worstPerformer.return, true)}`
                : '—'}
            </Descriptions.Item>
          </Descriptions>
          <h4 className="history-subtitle">{t('history.reportModal.byAnalyst')}</h4>
          <Table<AnalystPerformance>
            rowKey="analystId"
            size="small"
            pagination={false}
            dataSource={props.analysts ?? []}
            columns={[
              { title: t('history.filters.analyst'), render: (_, a) => name(a.analystId, a.analystName) },
              { title: t('history.reportModal.accuracy'), render: (_, a) => pct(a.accuracy) },
              { title: t('history.reportModal.avgReturn'), render: (_, a) => pct(a.avgReturn, true) },
              { title: t('history.reportModal.count'), dataIndex: 'totalAnalyses' },
              {
                title: t('history.reportModal.recommendations'),
                render: (_, a) =>
                  `${a.recommendations.buy} / ${a.recommendations.hold} / ${a.recommendations.sell}`,
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
