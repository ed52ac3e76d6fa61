import type { AnalystProfile, EvaluationSummary, OutOfSampleRecord } from '@alphadesk/contracts';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { analystName } from './names.ts';

const pct = (x: number | null) => (x === null ? '—' : `${x.toFixed(2)}%`);

/**
 * The measured record first: the team and each analyst on the backtest's evaluation set (out of
 * sample), with the sample each hit rate rests on, the excess over the benchmark, the analyst's own
 * shuffled signals and the weight runs give it; the baselines beside; the team's calibration.
 * Every number comes from the server's stored run.
 */
export function EvaluationPanel({
  evaluation,
  analysts,
}: {
  evaluation: EvaluationSummary | null | undefined;
  analysts: ReadonlyArray<Pick<AnalystProfile, 'id' | 'name'>>;
}) {
  const { t, i18n } = useTranslation();
  if (!evaluation)
    return (
      <Card title={t('analysisRun.evaluation.title')} data-testid="evaluation-panel">
        <p>{t('analysisRun.evaluation.none')}</p>
      </Card>
    );
  const nameOf = (id: string) => {
    const profile = analysts.find((analyst) => analyst.id === id);
    return profile ? analystName(profile, t, i18n.language) : id;
  };
  const name = (row: OutOfSampleRecord) =>
    row.id === 'team' ? t('analysisRun.evaluation.team') : nameOf(row.id);
  const weight = (row: OutOfSampleRecord) =>
    row.weightBasis === 'guard'
      ? t('analysisRun.evaluation.guard')
      : row.weightBasis === 'no-edge'
        ? t('analysisRun.evaluation.noEdge')
        : row.weight === null
          ? '—'
          : row.weight.toFixed(2);
  const sells = (row: OutOfSampleRecord) =>
    !row.sellGate
      ? '—'
      : t(row.sellGate.keep ? 'analysisRun.evaluation.sellKept' : 'analysisRun.evaluation.sellHeld', {
          n: row.sellGate.n,
          mean: pct(row.sellGate.meanExcess),
          bound: pct(row.sellGate.lowerBound),
        });
  const rows = [evaluation.team, ...evaluation.analysts];
  return (
    <Card title={t('analysisRun.evaluation.title')} data-testid="evaluation-panel">
      <p>
        {t('analysisRun.evaluation.scope', {
          from: evaluation.from,
          to: evaluation.to,
          securities: evaluation.securities,
          benchmark: evaluation.proxy ? t('analysisRun.evaluation.proxy') : evaluation.benchmark,
        })}
      </p>
      <p className="analysts-hint">{t('analysisRun.evaluation.rule')}</p>
      <Table<OutOfSampleRecord>
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={rows}
        columns={[
          { title: t('analysisRun.evaluation.caller'), render: (_, row) => name(row) },
          { title: t('analysisRun.evaluation.hitRate'), render: (_, row) => pct(row.hitRate) },
          {
            title: t('analysisRun.evaluation.sample'),
            render: (_, row) =>
              row.sample === row.dates && row.sample !== row.calls
                ? t('analysisRun.evaluation.sampleDates', { n: row.dates })
                : row.sample,
          },
          { title: t('analysisRun.evaluation.excess'), render: (_, row) => pct(row.meanExcess) },
          { title: t('analysisRun.evaluation.shuffled'), render: (_, row) => pct(row.shuffledHitRate) },
          { title: t('analysisRun.evaluation.weight'), render: (_, row) => weight(row) },
          { title: t('analysisRun.evaluation.sells'), render: (_, row) => sells(row) },
        ]}
      />
      <p>
        {t('analysisRun.evaluation.baselines', {
          hold: pct(evaluation.baselines.alwaysHoldHitRate),
          buy: pct(evaluation.baselines.alwaysBuyHitRate),
          buyExcess: pct(evaluation.baselines.alwaysBuyExcess),
        })}
      </p>
      {evaluation.guard ? (
        <p data-testid="evaluation-guard">
          {t('analysisRun.evaluation.guardRecord', {
            passed: evaluation.guard.letThrough.calls,
            passedMean: pct(evaluation.guard.letThrough.meanExcess),
            passedVol: pct(evaluation.guard.letThrough.volatility),
            passedBehind: pct(evaluation.guard.letThrough.shareBehind),
            vetoed: evaluation.guard.vetoed.calls,
            vetoedMean: pct(evaluation.guard.vetoed.meanExcess),
            vetoedVol: pct(evaluation.guard.vetoed.volatility),
            vetoedBehind: pct(evaluation.guard.vetoed.shareBehind),
          })}
        </p>
      ) : null}
      {evaluation.unmeasured?.length ? (
        <>
          <h3>{t('analysisRun.evaluation.unmeasuredTitle')}</h3>
          <ul data-testid="evaluation-unmeasured">
            {evaluation.unmeasured.map((item) => (
              <li key={item.id}>
                {t('analysisRun.evaluation.unmeasured', {
                  name: nameOf(item.id),
                  datasets: item.missing
                    .map((dataset) =>
                      t(`analysisRun.evaluation.datasets.${dataset}`, { defaultValue: dataset }),
                    )
                    .join(i18n.language.startsWith('zh') ? '、' : ', '),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>{t('analysisRun.evaluation.calibration')}</h3>
      <Table
        size="small"
        pagination={false}
        rowKey="from"
        dataSource={evaluation.calibration.filter((band) => band.count > 0)}
        columns={[
          {
            title: t('analysisRun.evaluation.band'),
            render: (_, band) => `${(band.from * 100).toFixed(0)}–${(band.to * 100).toFixed(0)}%`,
          },
          { title: t('analysisRun.evaluation.stated'), render: (_, band) => pct(band.stated) },
          { title: t('analysisRun.evaluation.realised'), render: (_, band) => pct(band.realised) },
          { title: t('analysisRun.evaluation.count'), dataIndex: 'count' },
        ]}
      />
    </Card>
  );
}
