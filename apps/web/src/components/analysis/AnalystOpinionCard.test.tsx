import type { AnalysisReport } from '@alphadesk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, loadAreas, setupI18n } from '../../i18n/index.ts';
import { cleanup, render } from '../../test/render.tsx';
import { AnalystOpinionCard } from './AnalystOpinionCard.tsx';

type Opinion = AnalysisReport['analysts'][number];

const opinion = (extra: Partial<Opinion> = {}): Opinion => ({
  id: 'fundamental',
  name: '基本面分析師',
  status: 'ok',
  signal: 'hold',
  confidence: 0.62,
  targetPrice: null,
  headline: '基本面分析師：持有觀望，信心度 62.00%',
  lines: ['本益比 25.10 倍，高於五年中位數。'],
  evidence: [],
  riskLevel: null,
  ...extra,
});

const held = '賣出訊號未通過驗證：過去 34 次賣出訊號未顯示扣除成本後跑輸大盤，改為持有。';

describe('an analyst’s opinion card', () => {
  beforeEach(async () => {
    localStorage.clear();
    await setupI18n();
    await loadAreas(['analysis']);
  });
  afterEach(() => cleanup());

  it('tags a sell the team held, with the report’s reason, in the reader’s language', async () => {
    await render(<AnalystOpinionCard opinion={opinion({ sellHeld: held })} evidence={new Map()} />);
    const line = document.querySelector('[data-testid="sell-held-fundamental"]');
    expect(line?.textContent).toBe(`賣出未通過驗證${held}`);
    cleanup();

    await changeLanguage('en-US');
    const reason =
      'Sell not validated: the past 34 sell calls did not show the stock trailing the market after costs; counted as hold.';
    await render(<AnalystOpinionCard opinion={opinion({ sellHeld: reason })} evidence={new Map()} />);
    expect(document.querySelector('.opinion-card__sell-held .ant-tag')?.textContent).toBe(
      'Sell not validated',
    );
    cleanup();

    await changeLanguage('zh-CN');
    await render(<AnalystOpinionCard opinion={opinion({ sellHeld: '改为持有' })} evidence={new Map()} />);
    expect(document.querySelector('.opinion-card__sell-held .ant-tag')?.textContent).toBe('卖出未通过验证');
  });

  it('shows no tag for an opinion the gate left alone', async () => {
    await render(<AnalystOpinionCard opinion={opinion({ sellHeld: null })} evidence={new Map()} />);
    expect(document.querySelector('[data-testid="opinion-fundamental"]')).not.toBeNull();
    expect(document.querySelector('.opinion-card__sell-held')).toBeNull();
    expect(document.body.textContent).not.toContain('賣出未通過驗證');
  });
});
