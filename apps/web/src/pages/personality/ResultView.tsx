import type { PersonalityResult } from '@alphadesk/contracts';
import { Button, Card, Progress, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { shareOrCopy } from './share.ts';

const dimensionOrder = [
  'risk_tolerance',
  'emotional_control',
  'analytical_thinking',
  'market_sensitivity',
  'long_term_vision',
] as const;

function Percentile({ result }: { result: PersonalityResult }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const basis = result.percentile_basis;
  if (result.percentile === null) {
    return (
      <div className="personality-result__percentile" data-testid="personality-not-enough">
        <p>{t('personality.disciplineScore', { score: basis.discipline_score })}</p>
        <p>{t('personality.notEnough', { count: basis.sample_size, minimum: basis.minimum })}</p>
      </div>
    );
  }
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'Asia/Taipei' }).format(
    new Date(basis.as_of),
  );
  return (
    <div className="personality-result__percentile" data-testid="personality-percentile">
      <span>{t('personality.percentileLabel')}</span>
      <Progress
        type="circle"
        percent={result.percentile}
        format={() => `${result.percentile!.toFixed(1)}%`}
      />
      <p className="personality-result__basis">
        {t('personality.percentileBasis', { count: basis.sample_size, date, score: basis.discipline_score })}
      </p>
    </div>
  );
}

/** The result: type, percentile (or why there is none), the five scores and the advice. */
export function ResultView({ result, onRetake }: { result: PersonalityResult; onRetake: () => void }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const type = result.personality_type;

  const share = async () => {
    try {
      const outcome = await shareOrCopy(t('personality.resultTitle'), result.share_content.share_text);
      setNotice(outcome === 'copied' ? t('personality.copied') : null);
    } catch {
      setNotice(t('personality.unknownError'));
    }
  };

  return (
    <section className="personality-result" data-testid="personality-result">
      <p className="personality-result__eyebrow">{t('personality.resultTitle')}</p>
      <h2 className="personality-result__title" data-testid="personality-type">
        {type.title}
      </h2>
      <Percentile result={result} />
      <Card title={t('personality.description')}>
        <p>{type.description}</p>
        <p>
          <strong>{t('personality.celebrity')}：</strong>
          {type.celebrity_comparison}
        </p>
        <p>
          <strong>{t('personality.style')}：</strong>
          {type.investment_style}
        </p>
        <div aria-label={t('personality.traits')}>
          {type.characteristics.map((trait) => (
            <Tag key={trait}>{trait}</Tag>
          ))}
        </div>
      </Card>
      <Card title={t('personality.dimensionsTitle')}>
        <dl className="personality-result__dimensions">
          {dimensionOrder.map((dimension) => (
            <div key={dimension} data-testid={`personality-dimension-${dimension}`}>
              <dt>{t(`personality.dimensions.${dimension}`)}</dt>
              <dd>
                <Progress percent={result.dimension_scores[dimension]} format={(value) => `${value}`} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="personality-result__scoring">{t('personality.scoring')}</p>
      </Card>
      <Card title={t('personality.recommendationsTitle')}>
        <ol>
          {result.recommendations.map((recommendation) => (
            <li key={recommendation}>{recommendation}</li>
          ))}
        </ol>
      </Card>
      <div className="personality-result__actions">
        <Button type="primary" onClick={() => void share()} data-testid="personality-share">
          {t('personality.share')}
        </Button>
        <Button onClick={onRetake} data-testid="personality-retake">
          {t('personality.retake')}
        </Button>
        <ButtonLink to="/dashboard">{t('personality.backToDashboard')}</ButtonLink>
      </div>
      {notice && (
        <p role="status" data-testid="personality-share-notice">
          {notice}
        </p>
      )}
    </section>
  );
}
