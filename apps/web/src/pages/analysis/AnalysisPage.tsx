import type { AnalysisType } from '@alphadesk/contracts';
import { Alert, Space, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../api/client.ts';
import { useSession } from '../../auth/session.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { AnalysisReport } from '../../components/analysis/AnalysisReport.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { analystName } from '../analysts/names.ts';
import { useAnalysts } from '../analysts/queries.ts';
import { RunProgress } from './run/RunProgress.tsx';
import { StartForm } from './run/StartForm.tsx';
import { WhatIfButton } from './run/WhatIfButton.tsx';
import { ReadAloudButton } from './run/ReadAloudButton.tsx';
import { PersonalFitPanel } from '../personality/PersonalFitPanel.tsx';
import { EvaluationPanel } from '../analysts/EvaluationPanel.tsx';
import { useAnalysisRun, useStartAnalysis } from './run/queries.ts';

const types: readonly string[] = ['quick', 'detailed', 'collaborative'];

/**
 * /analysis: starts a run from the query (symbol, analysts, type, instructions) or a form, follows
 * its stages live, then shows the report. Once started, the URL holds `run=<id>` instead, so a
 * reload shows the same run rather than starting another.
 */
export default function AnalysisPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('analysisRun.run.title'));
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const catalogue = useAnalysts();
  const runId = params.get('run');
  const starting = useStartAnalysis();
  const started = useRef<string | null>(null);
  const { progress, run, error } = useAnalysisRun(runId, i18n.language);
  const signedIn = session.status === 'authenticated' || session.status === 'guest';

  const start = (values: { symbol: string; analysts: string[]; type: AnalysisType; instructions: string }) =>
    starting.mutate(
      {
        symbol: values.symbol,
        analysts: values.analysts,
        analysisType: values.type,
        ...(values.instructions ? { instructions: values.instructions } : {}),
      },
      {
        onSuccess: (response) => {
          setParams({ run: response.id }, { replace: true });
          void session.refreshUser();
        },
      },
    );

  const symbol = params.get('symbol');
  const queryAnalysts = (params.get('analysts') ?? '').split(',').filter(Boolean);
  // A symbol without analysts (a link from a stock card) opens the analyst selection for that
  // symbol rather than starting a run the server would refuse.
  const chooseAnalysts = !runId && symbol !== null && queryAnalysts.length === 0;
  useEffect(() => {
    if (runId || !symbol || !signedIn || chooseAnalysts) return;
    const key = params.toString();
    if (started.current === key) return; // one start per query, even when effects run twice
    started.current = key;
    const type = params.get('type') ?? 'quick';
    start({
      symbol: symbol.toUpperCase(),
      analysts: queryAnalysts,
      type: (types.includes(type) ? type : 'quick') as AnalysisType,
      instructions: params.get('instructions') ?? '',
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runId, symbol, signedIn]);

  const nameOf = (id: string) => {
    const analyst = catalogue.data?.analysts.find((item) => item.id === id);
    return analyst ? analystName(analyst, t, i18n.language) : id;
  };
  const problem = starting.error ?? error;

  if (chooseAnalysts) {
    return (
      <Navigate
        to={`/analysts?${new URLSearchParams({ symbol: symbol.toUpperCase() }).toString()}`}
        replace
      />
    );
  }

  return (
    <div className="container page analysis-page">
      <h1>{t('analysisRun.run.title')}</h1>
      {!signedIn && session.status !== 'initializing' && (
        <Alert
          type="info"
          showIcon
          message={t('analysisRun.run.signInFirst')}
          action={
            <Space>
              <ButtonLink to="/auth?mode=login&redirect=/analysts">{t('analysisRun.run.signIn')}</ButtonLink>
              <ButtonLink to="/auth?mode=guest">{t('analysisRun.run.guest')}</ButtonLink>
            </Space>
          }
        />
      )}
      {problem !== null && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="analysis-error"
          message={errorMessage(problem, i18n.language)}
          action={
            isApiError(problem) && problem.status === 403 ? (
              <Space>
                {session.status === 'guest' && (
                  <ButtonLink to="/auth?mode=register">{t('analysisRun.run.register')}</ButtonLink>
                )}
                <ButtonLink to="/pricing">{t('analysisRun.run.pricing')}</ButtonLink>
              </Space>
            ) : undefined
          }
        />
      )}
      {!runId && !symbol && signedIn && (
        <StartForm analysts={catalogue.data?.analysts ?? []} onStart={start} />
      )}
      {!runId && symbol && signedIn && problem === null && <Spin tip={t('analysisRun.run.starting')} />}
      {runId && run && run.status !== 'completed' && run.status !== 'failed' && (
        <RunProgress
          progress={progress}
          analysts={run.analysts}
          analysisType={run.analysisType}
          analystName={nameOf}
        />
      )}
      {run?.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          data-testid="analysis-failed"
          message={t('analysisRun.run.failed')}
          description={run.error}
          action={<ButtonLink to="/analysts">{t('analysisRun.run.retry')}</ButtonLink>}
        />
      )}
      {run?.status === 'completed' && run.report && (
        <>
          <AnalysisReport run={run} />
          {/* The team's measured out-of-sample record beside its call: what the call is worth. */}
          {catalogue.data && (
            <EvaluationPanel evaluation={catalogue.data.evaluation} analysts={catalogue.data.analysts} />
          )}
          <PersonalFitPanel runId={run.id} />
          <Space wrap>
            <WhatIfButton run={run} />
            <ReadAloudButton run={run} />
            <ButtonLink to="/analysts">{t('analysisRun.run.newAnalysis')}</ButtonLink>
          </Space>
        </>
      )}
    </div>
  );
}
