import type { Localised, PersonalityType } from './types.ts';

export interface TypeProfile {
  title: Localised;
  description: Localised;
  /** A well-known investor whose published approach resembles the type (a likeness, not an endorsement). */
  celebrityComparison: Localised;
  investmentStyle: Localised;
  characteristics: readonly Localised[];
  recommendations: readonly Localised[];
}

const t = (zhTW: string, zhCN: string, enUS: string): Localised => ({
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  'en-US': enUS,
});

/** What each type is told. Education, not advice: nothing here is a suitability assessment. */
export const typeProfiles: Readonly<Record<PersonalityType, TypeProfile>> = {
  cold_hunter: {
    title: t('冷靜獵人', '冷静猎人', 'Cold Hunter'),
    description: t(
      '你在市場波動時保持冷靜，先看數據再出手，願意承擔經過計算的風險。',
      '你在市场波动时保持冷静，先看数据再出手，愿意承担经过计算的风险。',
      'You stay calm when markets swing, look at the data before acting and take calculated risks.',
    ),
    celebrityComparison: t(
      '風格接近霍華．馬克斯（Howard Marks）所說的「第二層思考」：想得比市場多一層。',
      '风格接近霍华·马克斯（Howard Marks）所说的「第二层思考」：想得比市场多一层。',
      'Close to Howard Marks’s “second-level thinking”: thinking one step beyond the market.',
    ),
    investmentStyle: t('紀律型主動選股', '纪律型主动选股', 'Disciplined active stock picking'),
    characteristics: [
      t('理性', '理性', 'Rational'),
      t('重視數據', '重视数据', 'Data-driven'),
      t('耐心等待時機', '耐心等待时机', 'Patient'),
    ],
    recommendations: [
      t(
        '為每筆交易事先寫下進場理由、目標價與停損',
        '为每笔交易事先写下进场理由、目标价与停损',
        'Write down the thesis, target and stop before each trade',
      ),
      t(
        '定期檢視判斷的命中率，修正自己的模型',
        '定期检视判断的命中率，修正自己的模型',
        'Review your hit rate regularly and refine your model',
      ),
      t(
        '避免因過度自信而集中在單一個股',
        '避免因过度自信而集中在单一个股',
        'Avoid over-concentrating in one stock out of confidence',
      ),
    ],
  },
  wise_elder: {
    title: t('智慧長者', '智慧长者', 'Wise Elder'),
    description: t(
      '你著眼長期，重視資產配置與複利，不被短期新聞牽著走。',
      '你着眼长期，重视资产配置与复利，不被短期新闻牵着走。',
      'You think long term, value asset allocation and compounding, and are not led by the day’s news.',
    ),
    celebrityComparison: t(
      '風格接近華倫．巴菲特（Warren Buffett）所說「我們最喜歡的持有期間是永遠」。',
      '风格接近沃伦·巴菲特（Warren Buffett）所说「我们最喜欢的持有期间是永远」。',
      'Close to Warren Buffett’s “our favourite holding period is forever”.',
    ),
    investmentStyle: t('長期持有與資產配置', '长期持有与资产配置', 'Long-term holding and asset allocation'),
    characteristics: [
      t('有耐心', '有耐心', 'Patient'),
      t('重視複利', '重视复利', 'Values compounding'),
      t('情緒穩定', '情绪稳定', 'Steady'),
    ],
    recommendations: [
      t(
        '以市值型 ETF 為核心，搭配少量個股',
        '以市值型 ETF 为核心，搭配少量个股',
        'Keep a market-cap ETF core with a few individual stocks',
      ),
      t('每年固定再平衡一次資產配置', '每年固定再平衡一次资产配置', 'Rebalance your allocation once a year'),
      t(
        '長期持有也要定期確認公司基本面是否改變',
        '长期持有也要定期确认公司基本面是否改变',
        'Even when holding long, check that the fundamentals still stand',
      ),
    ],
  },
  sensitive_radar: {
    title: t('敏銳雷達', '敏锐雷达', 'Sensitive Radar'),
    description: t(
      '你對新聞、資金流向與國際市場的變化反應很快，常比別人先察覺轉折。',
      '你对新闻、资金流向与国际市场的变化反应很快，常比别人先察觉转折。',
      'You react quickly to news, money flows and world markets, and often notice turns early.',
    ),
    celebrityComparison: t(
      '風格接近喬治．索羅斯（George Soros）所重視的市場情緒與「反身性」。',
      '风格接近乔治·索罗斯（George Soros）所重视的市场情绪与「反身性」。',
      'Close to George Soros’s attention to market sentiment and “reflexivity”.',
    ),
    investmentStyle: t('趨勢與事件驅動', '趋势与事件驱动', 'Trend and event driven'),
    characteristics: [
      t('資訊靈通', '资讯灵通', 'Well informed'),
      t('反應快', '反应快', 'Quick'),
      t('關注總經', '关注总经', 'Macro-aware'),
    ],
    recommendations: [
      t(
        '區分消息與雜訊，只對會改變基本面的消息行動',
        '区分消息与杂讯，只对会改变基本面的消息行动',
        'Separate news from noise; act only on what changes fundamentals',
      ),
      t(
        '頻繁交易會累積手續費與證交稅，計算後再決定',
        '频繁交易会累积手续费与证交税，计算后再决定',
        'Frequent trading adds up fees and transaction tax; count them first',
      ),
      t(
        '為短線部位設定明確的出場規則',
        '为短线部位设定明确的出场规则',
        'Set clear exit rules for short-term positions',
      ),
    ],
  },
  brave_warrior: {
    title: t('勇敢戰士', '勇敢战士', 'Brave Warrior'),
    description: t(
      '你敢於在別人恐懼時進場，追求較高報酬，也承受得起較大的波動。',
      '你敢于在别人恐惧时进场，追求较高报酬，也承受得起较大的波动。',
      'You dare to buy when others are afraid, seek higher returns and can stomach larger swings.',
    ),
    celebrityComparison: t(
      '風格接近史丹利．卓肯米勒（Stanley Druckenmiller）所說「看對時要敢下重注」。',
      '风格接近斯坦利·德鲁肯米勒（Stanley Druckenmiller）所说「看对时要敢下重注」。',
      'Close to Stanley Druckenmiller’s view that when you are right you should bet big.',
    ),
    investmentStyle: t('積極成長與逆勢加碼', '积极成长与逆势加码', 'Aggressive growth and buying dips'),
    characteristics: [
      t('果斷', '果断', 'Decisive'),
      t('高風險承受度', '高风险承受度', 'High risk tolerance'),
      t('追求成長', '追求成长', 'Growth-seeking'),
    ],
    recommendations: [
      t(
        '單一持股設定部位上限，避免一次重傷',
        '单一持股设定部位上限，避免一次重伤',
        'Cap each position so one loss cannot sink you',
      ),
      t(
        '加碼前先確認下跌原因，而不只是價格便宜',
        '加码前先确认下跌原因，而不只是价格便宜',
        'Before adding, find out why it fell, not just that it is cheaper',
      ),
      t(
        '使用槓桿或權證前，先算好最壞情況的損失',
        '使用杠杆或权证前，先算好最坏情况的损失',
        'Before leverage or warrants, work out the worst-case loss',
      ),
    ],
  },
  cautious_guardian: {
    title: t('謹慎守護者', '谨慎守护者', 'Cautious Guardian'),
    description: t(
      '你最在意保住本金，偏好穩定的收益，對波動較不自在。',
      '你最在意保住本金，偏好稳定的收益，对波动较不自在。',
      'Protecting capital matters most to you; you prefer steady income and dislike volatility.',
    ),
    celebrityComparison: t(
      '風格接近班傑明．葛拉漢（Benjamin Graham）強調的「安全邊際」。',
      '风格接近本杰明·格雷厄姆（Benjamin Graham）强调的「安全边际」。',
      'Close to Benjamin Graham’s “margin of safety”.',
    ),
    investmentStyle: t(
      '保守收益與資本保護',
      '保守收益与资本保护',
      'Conservative income and capital protection',
    ),
    characteristics: [
      t('穩健', '稳健', 'Steady'),
      t('重視本金', '重视本金', 'Capital first'),
      t('低風險偏好', '低风险偏好', 'Low risk appetite'),
    ],
    recommendations: [
      t(
        '通膨會侵蝕定存的購買力，可少量配置高股息或市值型 ETF',
        '通胀会侵蚀定存的购买力，可少量配置高股息或市值型 ETF',
        'Inflation erodes deposits; a small ETF allocation can help',
      ),
      t(
        '先準備 6 個月生活費的緊急預備金，再談投資',
        '先准备 6 个月生活费的紧急预备金，再谈投资',
        'Keep six months of expenses as an emergency fund before investing',
      ),
      t(
        '了解自己能承受的最大跌幅，並依此決定股票比重',
        '了解自己能承受的最大跌幅，并依此决定股票比重',
        'Know the largest fall you can bear and size your equity share to it',
      ),
    ],
  },
  emotional_roller_coaster: {
    title: t('情緒雲霄飛車', '情绪云霄飞车', 'Emotional Roller Coaster'),
    description: t(
      '你的決定容易隨市場情緒起伏，漲時追高、跌時恐慌，是最需要建立規則的類型。',
      '你的决定容易随市场情绪起伏，涨时追高、跌时恐慌，是最需要建立规则的类型。',
      'Your decisions tend to follow the market’s mood — chasing rallies and panicking in falls — so rules help you most.',
    ),
    celebrityComparison: t(
      '葛拉漢筆下的「市場先生」每天情緒不同；你目前較容易被他的情緒帶著走。',
      '格雷厄姆笔下的「市场先生」每天情绪不同；你目前较容易被他的情绪带着走。',
      'Graham’s “Mr. Market” changes mood daily; for now you tend to follow his moods.',
    ),
    investmentStyle: t('情緒驅動的短線操作', '情绪驱动的短线操作', 'Emotion-driven short-term trading'),
    characteristics: [
      t('反應強烈', '反应强烈', 'Reactive'),
      t('容易追高殺低', '容易追高杀低', 'Buys high, sells low'),
      t('熱情', '热情', 'Enthusiastic'),
    ],
    recommendations: [
      t(
        '改用定期定額，讓紀律取代當下的情緒',
        '改用定期定额，让纪律取代当下的情绪',
        'Use a monthly investment plan so discipline replaces the mood of the moment',
      ),
      t(
        '下單前等一晚，隔天再確認是否仍要買賣',
        '下单前等一晚，隔天再确认是否仍要买卖',
        'Sleep on every order and confirm it the next day',
      ),
      t(
        '不要因為群組明牌或新聞標題進場',
        '不要因为群组明牌或新闻标题进场',
        'Do not buy on group-chat tips or headlines',
      ),
    ],
  },
};
