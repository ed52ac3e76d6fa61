import { Alert, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { QuestionView } from './QuestionView.tsx';
import { ResultView } from './ResultView.tsx';
import { usePersonalityTest } from './usePersonalityTest.ts';
import './personality.css';

function Intro({ busy, onStart }: { busy: boolean; onStart: () => void }) {
  const { t } = useTranslation();
  const cards = ['dimensions', 'types', 'advice'] as const;
  return (
    <section data-testid="personality-intro">
      <p className="personality-page__subtitle">{t('personality.subtitle')}</p>
      <div className="personality-intro__cards">
        {cards.map((card) => (
          <Card key={card} title={t(`personality.cards.${card}.title`)}>
            {t(`personality.cards.${card}.text`)}
          </Card>
        ))}
      </div>
      <p>{t('personality.info')}</p>
      <Button type="primary" size="large" loading={busy} onClick={onStart} data-testid="personality-start">
        {busy ? t('personality.starting') : t('personality.start')}
      </Button>
    </section>
  );
}

/** /personality-test: intro → questions → result (an education tool, labelled as such). */
export default function PersonalityTestPage() {
  const { t } = useTranslation();
  usePageTitle(t('personality.title'));
  const test = usePersonalityTest();
  const { view } = test;
  return (
    <div className="container page personality-page">
      <h1>{t('personality.title')}</h1>
      <Alert type="info" showIcon title={t('personality.education')} data-testid="personality-education" />
      {test.error && (
        <Alert
          type="error"
          showIcon
          title={test.error.title}
          description={test.error.detail}
          data-testid="personality-error"
        />
      )}
      {view.name === 'intro' && <Intro busy={test.busy} onStart={() => void test.start()} />}
      {view.name === 'testing' && (
        <QuestionView step={view.step} busy={test.busy} onAnswer={(option) => void test.answer(option)} />
      )}
      {view.name === 'result' && <ResultView result={view.result} onRetake={test.retake} />}
    </div>
  );
}
