import type { PersonalityQuestion } from './types.ts';

/**
 * The eight scenario questions, written around situations a Taiwanese investor meets (an earnings
 * call gap, a tip in the office group chat, the year-end bonus, a Fed surprise in the futures
 * session). Each option adds 0–4 points to the dimensions it reveals; a dimension an option says
 * nothing about gets no points from it. Questions q1/q7, q2/q6 and q3/q8 ask about the same trait
 * from two sides, which is how contradictory answers are found (contradictions.ts).
 */
export const personalityQuestions: readonly PersonalityQuestion[] = [
  {
    id: 'q1',
    scenario: {
      'zh-TW': '你持有的台積電在法說會隔天開盤跳空下跌 6%，新聞標題一片看壞。',
      'zh-CN': '你持有的台积电在法说会隔天开盘跳空下跌 6%，新闻标题一片看坏。',
      'en-US':
        'The day after its earnings call, TSMC, which you hold, gaps down 6% at the open and the headlines turn gloomy.',
    },
    question: { 'zh-TW': '你會怎麼做？', 'zh-CN': '你会怎么做？', 'en-US': 'What do you do?' },
    options: [
      {
        text: {
          'zh-TW': '立刻全部賣出，先保住本金',
          'zh-CN': '立刻全部卖出，先保住本金',
          'en-US': 'Sell everything at once to protect my capital',
        },
        points: { risk_tolerance: 0, emotional_control: 0 },
      },
      {
        text: {
          'zh-TW': '先讀法說會簡報與財報，確認基本面有沒有改變再決定',
          'zh-CN': '先读法说会简报与财报，确认基本面有没有改变再决定',
          'en-US':
            'Read the call slides and the financials first, then decide whether the fundamentals changed',
        },
        points: { analytical_thinking: 4, emotional_control: 3, risk_tolerance: 2 },
      },
      {
        text: {
          'zh-TW': '不理會短期波動，照原計畫長抱',
          'zh-CN': '不理会短期波动，照原计划长抱',
          'en-US': 'Ignore the swing and hold as planned',
        },
        points: { long_term_vision: 4, emotional_control: 3, risk_tolerance: 2 },
      },
      {
        text: {
          'zh-TW': '趁大跌加碼，越跌越買',
          'zh-CN': '趁大跌加码，越跌越买',
          'en-US': 'Buy more on the dip, the lower the better',
        },
        points: { risk_tolerance: 4, emotional_control: 2 },
      },
    ],
  },
  {
    id: 'q2',
    scenario: {
      'zh-TW': '同事在 LINE 群組說某檔上櫃小型股有「內線消息」，下週會漲停，大家都在買。',
      'zh-CN': '同事在 LINE 群组说某档上柜小型股有「内线消息」，下周会涨停，大家都在买。',
      'en-US':
        'A colleague posts in the LINE group that a small OTC stock has "inside news" and will hit limit-up next week; everyone is buying.',
    },
    question: { 'zh-TW': '你的反應是？', 'zh-CN': '你的反应是？', 'en-US': 'How do you react?' },
    options: [
      {
        text: {
          'zh-TW': '馬上跟進買一張，怕錯過',
          'zh-CN': '马上跟进买一张，怕错过',
          'en-US': 'Buy a lot right away; I do not want to miss out',
        },
        points: { emotional_control: 0, market_sensitivity: 2, risk_tolerance: 3, analytical_thinking: 0 },
      },
      {
        text: {
          'zh-TW': '先查公司營收、財報與籌碼再決定',
          'zh-CN': '先查公司营收、财报与筹码再决定',
          'en-US': 'Check its revenue, financials and institutional flows first',
        },
        points: { analytical_thinking: 4, emotional_control: 3 },
      },
      {
        text: {
          'zh-TW': '來路不明的消息一律不碰',
          'zh-CN': '来路不明的消息一律不碰',
          'en-US': 'Never touch tips of unknown origin',
        },
        points: { risk_tolerance: 0, emotional_control: 4, long_term_vision: 2 },
      },
      {
        text: {
          'zh-TW': '小量試單，並設好停損',
          'zh-CN': '小量试单，并设好停损',
          'en-US': 'Take a small position with a stop-loss',
        },
        points: { risk_tolerance: 3, market_sensitivity: 3, analytical_thinking: 2 },
      },
    ],
  },
  {
    id: 'q3',
    scenario: {
      'zh-TW': '你領到 30 萬元年終獎金，短期內沒有用錢需求。',
      'zh-CN': '你领到 30 万元年终奖金，短期内没有用钱需求。',
      'en-US': 'You receive a NT$300,000 year-end bonus and need none of it soon.',
    },
    question: { 'zh-TW': '你會怎麼安排？', 'zh-CN': '你会怎么安排？', 'en-US': 'What do you do with it?' },
    options: [
      {
        text: {
          'zh-TW': '全部放定存或儲蓄險',
          'zh-CN': '全部放定存或储蓄险',
          'en-US': 'All into time deposits or savings insurance',
        },
        points: { risk_tolerance: 0, long_term_vision: 2 },
      },
      {
        text: {
          'zh-TW': '定期定額買進 0050 等市值型 ETF',
          'zh-CN': '定期定额买进 0050 等市值型 ETF',
          'en-US': 'A monthly plan into a market-cap ETF such as 0050',
        },
        points: { long_term_vision: 4, analytical_thinking: 2, risk_tolerance: 2 },
      },
      {
        text: {
          'zh-TW': '一半買 ETF，一半自己選股',
          'zh-CN': '一半买 ETF，一半自己选股',
          'en-US': 'Half in ETFs, half in stocks I pick myself',
        },
        points: { risk_tolerance: 3, analytical_thinking: 3, market_sensitivity: 2 },
      },
      {
        text: {
          'zh-TW': '全部投入看好的飆股或權證',
          'zh-CN': '全部投入看好的飙股或权证',
          'en-US': 'All into hot momentum stocks or warrants I like',
        },
        points: { risk_tolerance: 4, market_sensitivity: 3, long_term_vision: 0 },
      },
    ],
  },
  {
    id: 'q4',
    scenario: {
      'zh-TW': '盤中傳出美國聯準會升息幅度超乎預期，台指期急殺。',
      'zh-CN': '盘中传出美国联准会升息幅度超乎预期，台指期急杀。',
      'en-US': 'During the session the US Fed raises rates more than expected and TAIEX futures plunge.',
    },
    question: { 'zh-TW': '你通常會？', 'zh-CN': '你通常会？', 'en-US': 'What do you usually do?' },
    options: [
      {
        text: {
          'zh-TW': '這類消息我通常第一時間就知道，並已調整部位',
          'zh-CN': '这类消息我通常第一时间就知道，并已调整部位',
          'en-US': 'I usually hear such news first and have already adjusted my positions',
        },
        points: { market_sensitivity: 4, risk_tolerance: 2 },
      },
      {
        text: {
          'zh-TW': '等收盤後整理資訊再評估影響',
          'zh-CN': '等收盘后整理资讯再评估影响',
          'en-US': 'Wait for the close, gather the facts, then assess',
        },
        points: { analytical_thinking: 3, emotional_control: 3, market_sensitivity: 2 },
      },
      {
        text: {
          'zh-TW': '不太關注國際消息，照常持有',
          'zh-CN': '不太关注国际消息，照常持有',
          'en-US': 'I rarely follow world news and just keep holding',
        },
        points: { market_sensitivity: 0, long_term_vision: 2 },
      },
      {
        text: {
          'zh-TW': '很緊張，整天盯盤',
          'zh-CN': '很紧张，整天盯盘',
          'en-US': 'I get nervous and watch the screen all day',
        },
        points: { emotional_control: 0, market_sensitivity: 3 },
      },
    ],
  },
  {
    id: 'q5',
    scenario: {
      'zh-TW': '你一年前買的股票已經獲利 50%。',
      'zh-CN': '你一年前买的股票已经获利 50%。',
      'en-US': 'A stock you bought a year ago is up 50%.',
    },
    question: { 'zh-TW': '接下來你會？', 'zh-CN': '接下来你会？', 'en-US': 'What next?' },
    options: [
      {
        text: { 'zh-TW': '全部獲利了結', 'zh-CN': '全部获利了结', 'en-US': 'Take all the profit' },
        points: { risk_tolerance: 1, emotional_control: 2 },
      },
      {
        text: {
          'zh-TW': '先賣一半，剩下的讓它繼續跑',
          'zh-CN': '先卖一半，剩下的让它继续跑',
          'en-US': 'Sell half and let the rest run',
        },
        points: { analytical_thinking: 2, emotional_control: 3, risk_tolerance: 2 },
      },
      {
        text: {
          'zh-TW': '重新評估估值，還有空間就續抱',
          'zh-CN': '重新评估估值，还有空间就续抱',
          'en-US': 'Re-check the valuation and keep it if there is room left',
        },
        points: { analytical_thinking: 4, long_term_vision: 3 },
      },
      {
        text: {
          'zh-TW': '加碼，趁勢追更多',
          'zh-CN': '加码，趁势追更多',
          'en-US': 'Add more and ride the trend',
        },
        points: { risk_tolerance: 4, market_sensitivity: 2, emotional_control: 1 },
      },
    ],
  },
  {
    id: 'q6',
    scenario: {
      'zh-TW': '你準備買進一檔新的股票。',
      'zh-CN': '你准备买进一档新的股票。',
      'en-US': 'You are about to buy a new stock.',
    },
    question: {
      'zh-TW': '你最主要依據什麼決定？',
      'zh-CN': '你最主要依据什么决定？',
      'en-US': 'What mostly decides it?',
    },
    options: [
      {
        text: {
          'zh-TW': '本益比、殖利率、營收成長等數據',
          'zh-CN': '本益比、殖利率、营收成长等数据',
          'en-US': 'Figures such as P/E, dividend yield and revenue growth',
        },
        points: { analytical_thinking: 4, long_term_vision: 2 },
      },
      {
        text: {
          'zh-TW': 'K 線、成交量與三大法人買賣超',
          'zh-CN': 'K 线、成交量与三大法人买卖超',
          'en-US': 'Candlesticks, volume and institutional net buying',
        },
        points: { market_sensitivity: 3, analytical_thinking: 3 },
      },
      {
        text: {
          'zh-TW': '新聞與社群討論的熱度',
          'zh-CN': '新闻与社群讨论的热度',
          'en-US': 'How hot it is in the news and on social media',
        },
        points: { market_sensitivity: 3, analytical_thinking: 1 },
      },
      {
        text: {
          'zh-TW': '感覺或朋友推薦',
          'zh-CN': '感觉或朋友推荐',
          'en-US': 'A hunch or a friend’s recommendation',
        },
        points: { analytical_thinking: 0, emotional_control: 1 },
      },
    ],
  },
  {
    id: 'q7',
    scenario: {
      'zh-TW': '遇到空頭市場，你的整體投資組合一個月內跌了 20%。',
      'zh-CN': '遇到空头市场，你的整体投资组合一个月内跌了 20%。',
      'en-US': 'In a bear market your whole portfolio falls 20% in a month.',
    },
    question: { 'zh-TW': '你會怎麼做？', 'zh-CN': '你会怎么做？', 'en-US': 'What do you do?' },
    options: [
      {
        text: {
          'zh-TW': '全部出清，等市場穩定再說',
          'zh-CN': '全部出清，等市场稳定再说',
          'en-US': 'Sell everything and wait for calm',
        },
        points: { risk_tolerance: 0, emotional_control: 0 },
      },
      {
        text: {
          'zh-TW': '檢查每檔持股的理由是否還成立，汰弱留強',
          'zh-CN': '检查每档持股的理由是否还成立，汰弱留强',
          'en-US': 'Check whether each holding’s thesis still holds; cut the weak, keep the strong',
        },
        points: { analytical_thinking: 4, emotional_control: 3, risk_tolerance: 2 },
      },
      {
        text: {
          'zh-TW': '照原本的資產配置，必要時再平衡',
          'zh-CN': '照原本的资产配置，必要时再平衡',
          'en-US': 'Stick to my asset allocation and rebalance if needed',
        },
        points: { long_term_vision: 4, emotional_control: 4, risk_tolerance: 2 },
      },
      {
        text: {
          'zh-TW': '拿出預備金大舉加碼',
          'zh-CN': '拿出预备金大举加码',
          'en-US': 'Put my reserve money in and buy heavily',
        },
        points: { risk_tolerance: 4, emotional_control: 2 },
      },
    ],
  },
  {
    id: 'q8',
    scenario: {
      'zh-TW': '想像你剛買進一筆股票。',
      'zh-CN': '想象你刚买进一笔股票。',
      'en-US': 'Imagine you have just bought some shares.',
    },
    question: {
      'zh-TW': '你理想的持有時間是？',
      'zh-CN': '你理想的持有时间是？',
      'en-US': 'How long would you ideally hold them?',
    },
    options: [
      {
        text: {
          'zh-TW': '幾天到幾週，賺價差',
          'zh-CN': '几天到几周，赚价差',
          'en-US': 'Days to weeks, for the swing',
        },
        points: { long_term_vision: 0, market_sensitivity: 3, risk_tolerance: 3 },
      },
      {
        text: { 'zh-TW': '幾個月', 'zh-CN': '几个月', 'en-US': 'A few months' },
        points: { long_term_vision: 1, market_sensitivity: 2 },
      },
      {
        text: { 'zh-TW': '1 到 5 年', 'zh-CN': '1 到 5 年', 'en-US': 'One to five years' },
        points: { long_term_vision: 3, analytical_thinking: 1 },
      },
      {
        text: {
          'zh-TW': '5 年以上，為退休準備',
          'zh-CN': '5 年以上，为退休准备',
          'en-US': 'Over five years, for retirement',
        },
        points: { long_term_vision: 4, emotional_control: 2 },
      },
    ],
  },
];
