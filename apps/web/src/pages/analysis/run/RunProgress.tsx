import type { RunProgressEvent } from '@alphadesk/contracts';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';

export interface RunProgressProps {
  progress: RunProgressEvent | null;
  /** The run's analyst ids, for one stage each. */
  analysts: readonly string[];
  analysisType: string;
  analystName: (id: string) => string;
}

/** The stages of a run in order, the current one highlighted, with the server's percentage. */
export function RunProgress({ progress, analysts, analysisType, analystName }: RunProgressProps) {
  const { t } = useTranslation();
  const stages = [
    'loading',
    ...analysts.map((id) => `analyst:${id}`),
    ...(analysisType === 'collaborative' ? ['debate'] : []),
    'verdict',
    'narrative',
    'saving',
  ];
  const current = progress?.stage ?? 'queued';
  const at = stages.indexOf(current);
  const label = (stage: string) =>
    stage.startsWith('analyst:')
      ? t('analysisRun.run.stages.analyst', { name: analystName(stage.slice(8)) })
      : t(`analysisRun.run.stages.${stage as 'loading'}`);
  return (
    <section className="run-progress" data-testid="run-progress" aria-live="polite">
      <h3>{t('analysisRun.run.progress')}</h3>
      <Progress
        percent={progress?.progress ?? 0}
        status={progress?.status === 'failed' ? 'exception' : 'active'}
      />
      <ol>
        {stages.map((stage, i) => (
          <li key={stage} data-state={at > i || current === 'saved' ? 'done' : at === i ? 'current' : 'todo'}>
            {at > i || current === 'saved' ? '✓ ' : at === i ? '▶ ' : '· '}
            {label(stage)}
          </li>
        ))}
      </ol>
    </section>
  );
}
