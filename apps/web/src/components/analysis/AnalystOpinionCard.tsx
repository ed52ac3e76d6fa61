import type { AnalysisReport, EvidenceView } from '@alphadesk/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EvidenceValue } from './EvidenceValue.tsx';
import { verdictColours } from './VerdictBadge.tsx';

type Opinion = AnalysisReport['analysts'][number];

/**
 * One analyst's opinion: headline, reasoning and the evidence it cites, each with its source. A
 * sell the team held (its sell gate is closed) is tagged, with the report's reason.
 */
export function AnalystOpinionCard({
  opinion,
  evidence,
}: {
  opinion: Opinion;
  evidence: ReadonlyMap<string, EvidenceView>;
}) {
  const { t } = useTranslation();
  const cited = opinion.evidence.flatMap((id) => evidence.get(id) ?? []);
  return (
    <article className="opinion-card" data-testid={`opinion-${opinion.id}`}>
      <header>
        <h4>{opinion.name}</h4>
        {opinion.status === 'ok' ? (
          <Tag color={verdictColours[opinion.signal]}>{t(`analysisRun.report.${opinion.signal}`)}</Tag>
        ) : (
          <Tag>{t('analysisRun.report.insufficient')}</Tag>
        )}
      </header>
      <p className="opinion-card__headline">{opinion.headline}</p>
      {opinion.sellHeld && (
        <p className="opinion-card__sell-held" data-testid={`sell-held-${opinion.id}`}>
          <Tag color="gold">{t('analysisRun.report.sellHeld')}</Tag>
          {opinion.sellHeld}
        </p>
      )}
      {opinion.lines.length > 0 && (
        <ul>
          {opinion.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {cited.length > 0 && (
        <details>
          <summary>
            {t('analysisRun.report.evidence')}（{cited.length}）
          </summary>
          <dl className="opinion-card__evidence">
            {cited.map((item) => (
              <div key={item.id}>
                <dt>{item.label}</dt>
                <dd>
                  <EvidenceValue item={item} />
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </article>
  );
}
