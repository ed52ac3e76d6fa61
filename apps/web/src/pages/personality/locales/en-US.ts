import type { Translation } from '../../../i18n/types.ts';
import type zhTW from './zh-TW.ts';

/** English texts of the investor personality test. */
const texts: Translation<typeof zhTW> = {
  personality: {
    title: 'Investor personality test',
    subtitle: 'Eight Taiwan-market scenarios that show how you behave in the market.',
    education:
      'This test is an educational tool about your investing habits. It is not the risk profile assessment (KYC) brokers and fund houses must carry out by law, and its result is not investment advice.',
    cards: {
      dimensions: {
        title: '5 dimensions',
        text: 'Risk tolerance, emotional control, analytical thinking, market sensitivity and long-term vision, each 0–100.',
      },
      types: {
        title: '6 types',
        text: 'Cold Hunter, Wise Elder, Sensitive Radar, Brave Warrior, Cautious Guardian, Emotional Roller Coaster.',
      },
      advice: { title: 'Personal advice', text: 'Concrete habits to work on, for your type.' },
    },
    info: 'About 3–5 minutes, 8 scenario questions. Contradictory answers are asked again once.',
    start: 'Start the test',
    starting: 'Preparing…',
    questionOf: 'Question {{current}} / {{total}}',
    analysing: 'Analysing your answers…',
    startFailed: 'The test could not be started',
    submitFailed: 'The answer could not be submitted',
    unknownError: 'Unknown error',
    resultTitle: 'Your investor personality',
    percentileLabel: 'Discipline score beats',
    percentileBasis:
      'Compared with the latest results of {{count}} test takers ({{date}}). Discipline score {{score}} = mean of emotional control, analytical thinking and long-term vision.',
    notEnough: 'Not enough results yet ({{count}} so far, {{minimum}} needed), so no percentile is shown.',
    disciplineScore: 'Discipline score {{score}}',
    description: 'Description',
    celebrity: 'Style likeness',
    style: 'Investment style',
    traits: 'Traits',
    dimensionsTitle: 'Five dimensions',
    dimensions: {
      risk_tolerance: 'Risk tolerance',
      emotional_control: 'Emotional control',
      analytical_thinking: 'Analytical thinking',
      market_sensitivity: 'Market sensitivity',
      long_term_vision: 'Long-term vision',
    },
    recommendationsTitle: 'Recommendations',
    share: 'Share result',
    copied: 'Result copied to the clipboard!',
    retake: 'Retake',
    backToDashboard: 'Back to dashboard',
    scoring:
      'Scoring: each option adds 0–4 points to the dimensions it concerns; a dimension’s score = points ÷ the most it can get × 100; the type is the typical profile nearest to your five scores.',
    fit: {
      title: 'What this call means for you',
      simulated: 'Simulated data',
      position: 'Largest position: {{percent}}% of your portfolio',
      noPosition: 'The call is sell: no new position suggested',
      stop: 'Stop: {{percent}}% below',
      stopPrice: ' (about NT${{price}})',
      stockRisk: 'This stock’s risk level {{level}} / 5 ({{source}})',
      sources: { 'risk-analyst': 'risk manager', volatility: 'annualised volatility {{vol}}%' },
      stockRiskUnknown: 'This analysis did not measure the stock’s risk (add the risk manager)',
      capacity: 'Your capacity {{level}} / 5: saved tolerance “{{saved}}”{{personality}}',
      withPersonality: ', personality “{{title}}” (risk tolerance {{risk}}, emotional control {{emotion}})',
      saved: { low: 'low', medium: 'medium', high: 'high' },
      exceeds:
        'The stock’s risk level {{stock}} is above your capacity {{capacity}}, so the position limit is halved.',
      takeTest: 'Take the personality test for guidance closer to you',
      rule: 'Rule: capacity = saved tolerance (low 2, medium 3, high 4); a test risk tolerance ≥ 70 adds 1, < 35 takes 1, emotional control < 40 takes 1; kept within 1–5. Position limit by capacity: 5/8/10/15/20%, halved when the stock’s risk is above your capacity. Stop = multiple × annualised volatility × √(20/252), multiple 1/1/1.5/2/2 by capacity, kept within 4–15%; 8% when no volatility was measured. An educational estimate, not investment advice.',
      failed: 'Personal guidance could not be loaded',
    },
  },
};

export default texts;
