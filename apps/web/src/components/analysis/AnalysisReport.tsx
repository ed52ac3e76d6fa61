import type { AnalysisRun, EvidenceView } from '@alphadesk/contracts';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalystOpinionCard } from './AnalystOpinionCard.tsx';
import { EvidenceValue } from './EvidenceValue.tsx';
import { ReportChart } from './ReportChart.tsx';
import { VerdictBadge } from './VerdictBadge.tsx';
import './report.css';

function List({ title, items, testId }: { title: string; items: readonly string[]; testId: string }) {
  if (items.length === 0) return null;
  return (
    <section className="report-section" data-testid={testId}>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** A completed run's report: verdict, summary, bull and bear, risks, opportunities, each analyst. */
export function AnalysisReport({ run, showChart = true }: { run: AnalysisRun; showChart?: boolean }) {
  const { t } = useTranslation();
  const report = run.report!;
  const evidence = useMemo(
    () => new Map<string, EvidenceView>(report.evidence.map((item) => [item.id, item])),
    [report],
  );
  const verdictSource = (id: string, display: string): Pick<EvidenceView, 'id' | 'display' | 'sourceText'> =>
    evidence.get(id) ?? { id, display, sourceText: `${t('analysisRun.report.derived')} · ${report.asOf}` };
  const percent = `${(report.confidence * 100).toFixed(2)}%`;
  return (
    <div className="analysis-report" data-testid="analysis-report">
      {report.simulated && <Alert type="warning" showIcon message={t('analysisRun.run.simulated')} />}
      <header className="analysis-report__head">
        <div>
          <h2>
            {run.companyName} <small>{run.symbol}</small>
          </h2>
          <p className="analysts-hint">
            {t('analysisRun.run.asOf', { date: report.asOf })} · {t('analysisRun.report.sourceHint')}
          </p>
        </div>
        <div className="analysis-report__verdict">
          <span>{t('analysisRun.report.verdict')}</span>
          <VerdictBadge result={report.result} />
        </div>
      </header>
      <dl className="analysis-report__facts">
        <div>
          <dt>{t('analysisRun.report.confidence')}</dt>
          <dd data-testid="report-confidence">
            <EvidenceValue item={verdictSource('verdict.confidence', percent)}>{percent}</EvidenceValue>
          </dd>
        </div>
        {report.targetPrice !== null && (
          <div>
            <dt>{t('analysisRun.report.targetPrice')}</dt>
            <dd data-testid="report-target">
              <EvidenceValue item={verdictSource('verdict.targetPrice', `NT$${report.targetPrice}`)}>
                {`NT$${report.targetPrice}`}
              </EvidenceValue>
              {report.horizonDays !== null && (
                <small> · {t('analysisRun.report.horizon', { days: report.horizonDays })}</small>
              )}
            </dd>
          </div>
        )}
        {report.priceAtCall !== null && (
          <div>
            <dt>{t('analysisRun.report.priceAtCall')}</dt>
            <dd>NT${report.priceAtCall}</dd>
          </div>
        )}
        {report.riskLevel !== null && (
          <div>
            <dt>&nbsp;</dt>
            <dd>{t('analysisRun.report.riskLevel', { level: report.riskLevel })}</dd>
          </div>
        )}
      </dl>
      <section className="report-section" data-testid="report-summary">
        <h3>{t('analysisRun.report.summary')}</h3>
        <p>{report.summary}</p>
        {report.narrator === 'llm' && <p className="analysts-hint">{t('analysisRun.report.llm')}</p>}
        {run.instructions && (
          <p className="analysts-hint">
            {t('analysisRun.run.instructions')}：{run.instructions}
          </p>
        )}
      </section>
      <div className="analysis-report__cases">
        <List title={t('analysisRun.report.bull')} items={report.bullCase} testId="report-bull" />
        <List title={t('analysisRun.report.bear')} items={report.bearCase} testId="report-bear" />
      </div>
      <List title={t('analysisRun.report.keyPoints')} items={report.keyPoints} testId="report-key-points" />
      <div className="analysis-report__cases">
        <List
          title={t('analysisRun.report.opportunities')}
          items={report.opportunities}
          testId="report-opportunities"
        />
        <List title={t('analysisRun.report.risks')} items={report.risks} testId="report-risks" />
      </div>
      {report.debate && (
        <List title={t('analysisRun.report.debate')} items={report.debate} testId="report-debate" />
      )}
      {showChart && <ReportChart symbol={run.symbol} asOf={report.asOf} />}
      <section className="report-section">
        <h3>{t('analysisRun.report.analysts')}</h3>
        <div className="analysis-report__opinions">
          {report.analysts.map((opinion) => (
            <AnalystOpinionCard key={opinion.id} opinion={opinion} evidence={evidence} />
          ))}
        </div>
      </section>
    </div>
  );
}
