import type { FaqCategory } from '@alphadesk/contracts';

type Localised = { 'zh-TW': string; 'zh-CN': string; 'en-US': string };
export interface FaqSeed {
  id: string;
  category: FaqCategory;
  question: Localised;
  answer: Localised;
  tags: string[];
}

const t = (zhTW: string, zhCN: string, enUS: string): Localised => ({
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  'en-US': enUS,
});

/**
 * The help centre's first entries, seeded at every start when missing (staff edits are kept).
 * Every answer describes what the service does today; prices and limits are left to the pricing
 * page, which reads the plan table, so no answer can disagree with it.
 */
export const faqCatalogue: readonly FaqSeed[] = [
  {
    id: 'what-is-alphadesk',
    category: 'getting-started',
    question: t('AlphaDesk 是什麼？', 'AlphaDesk 是什么？', 'What is AlphaDesk?'),
    answer: t(
      'AlphaDesk 台股AI投研是為台灣投資人設計的研究工具：九位 AI 分析師從技術面、基本面、新聞、風險等角度分析台股，每個數字都附上資料來源與日期。內容僅供研究參考，不構成投資建議。',
      'AlphaDesk 台股AI投研是为台湾投资人设计的研究工具：九位 AI 分析师从技术面、基本面、新闻、风险等角度分析台股，每个数字都附上数据来源与日期。内容仅供研究参考，不构成投资建议。',
      'AlphaDesk is a research tool for Taiwan investors: nine AI analysts look at Taiwan stocks from technical, fundamental, news, risk and other angles, and every number carries its source and date. It is for research only, not investment advice.',
    ),
    tags: ['介紹', 'AI'],
  },
  {
    id: 'guest-mode',
    category: 'getting-started',
    question: t('不註冊可以使用嗎？', '不注册可以使用吗？', 'Can I use it without registering?'),
    answer: t(
      '可以使用訪客模式：可做 3 次 AI 分析、搜尋股票、做投資性格測驗和查看說明中心。之後用同一個瀏覽器註冊，訪客期間的分析與測驗結果會留在新帳號中。',
      '可以使用访客模式：可做 3 次 AI 分析、搜索股票、做投资性格测验和查看说明中心。之后用同一个浏览器注册，访客期间的分析与测验结果会留在新账号中。',
      'Yes, in guest mode: 3 AI analyses, stock search, the personality test and the help centre. Register later in the same browser and what you made as a guest stays with your new account.',
    ),
    tags: ['訪客', '註冊'],
  },
  {
    id: 'data-sources',
    category: 'getting-started',
    question: t('行情資料從哪裡來？', '行情数据从哪里来？', 'Where does the market data come from?'),
    answer: t(
      '台股行情主要取自臺灣證券交易所與證券櫃檯買賣中心公開的資料，每個數字都標示來源與日期。示範或測試環境若使用模擬行情，畫面上會標示「模擬」，請勿當成真實價格。',
      '台股行情主要取自台湾证券交易所与证券柜台买卖中心公开的数据，每个数字都标示来源与日期。示范或测试环境若使用模拟行情，画面上会标示「模拟」，请勿当成真实价格。',
      'Taiwan quotes come mainly from the public data of the Taiwan Stock Exchange and the Taipei Exchange; every number names its source and date. Where a demo or test setup uses simulated prices, the screen says “simulated”; do not take them as real prices.',
    ),
    tags: ['資料', '行情', '模擬'],
  },
  {
    id: 'analysts',
    category: 'analysis',
    question: t('有哪些 AI 分析師？', '有哪些 AI 分析师？', 'Which AI analysts are there?'),
    answer: t(
      '共九位：技術面、基本面、新聞情報、風險管理、社群情緒、量化策略、國際市場、市場情緒與總體經濟。免費會員可使用基本面與技術面分析師，黃金會員另有新聞情報與風險管理，鑽石會員可使用全部九位。',
      '共九位：技术面、基本面、新闻情报、风险管理、社群情绪、量化策略、国际市场、市场情绪与总体经济。免费会员可使用基本面与技术面分析师，黄金会员另有新闻情报与风险管理，钻石会员可使用全部九位。',
      'Nine: technical, fundamental, news intelligence, risk management, community sentiment, quantitative strategy, international markets, market sentiment and macroeconomics. Free members get the fundamental and technical analysts, gold adds news and risk, diamond has all nine.',
    ),
    tags: ['分析師', '方案'],
  },
  {
    id: 'accuracy',
    category: 'analysis',
    question: t('分析準不準？', '分析准不准？', 'How accurate are the analyses?'),
    answer: t(
      '分析師頁面的命中率與報酬，是用歷史資料逐日回測後計算的；沒有足夠資料的分析師會標示「歷史資料不足」。依我們的回測，扣除交易成本後，平均而言分析建議並未勝過長期持有 0050。過去表現不代表未來結果。',
      '分析师页面的命中率与报酬，是用历史数据逐日回测后计算的；没有足够数据的分析师会标示「历史数据不足」。依我们的回测，扣除交易成本后，平均而言分析建议并未胜过长期持有 0050。过去表现不代表未来结果。',
      'The hit rates and returns on the analysts page come from a day-by-day backtest on historical data; an analyst without enough data shows “insufficient history”. In our backtest, after costs the calls did not beat holding 0050 on average. Past results do not predict future ones.',
    ),
    tags: ['準確度', '回測'],
  },
  {
    id: 'analysis-count',
    category: 'analysis',
    question: t('分析次數怎麼計算？', '分析次数怎么计算？', 'How are analyses counted?'),
    answer: t(
      '每完成一次分析計一次，無法完成的分析會退回次數。每個方案每月可用的次數請見方案價格頁面；儀表板會顯示你本期已用與剩餘的次數。',
      '每完成一次分析计一次，无法完成的分析会退回次数。每个方案每月可用的次数请见方案价格页面；仪表板会显示你本期已用与剩余的次数。',
      'Each completed analysis counts once; one that cannot complete is given back. The monthly allowance of each plan is on the pricing page; the dashboard shows what you used and have left this period.',
    ),
    tags: ['次數', '額度'],
  },
  {
    id: 'portfolio-access',
    category: 'portfolio',
    question: t('誰可以使用投資組合？', '谁可以使用投资组合？', 'Who can use portfolios?'),
    answer: t(
      '投資組合管理開放給黃金與鑽石會員，可建立多個組合、記錄買賣與股利，並查看報酬、風險與分散度。',
      '投资组合管理开放给黄金与钻石会员，可建立多个组合、记录买卖与股利，并查看报酬、风险与分散度。',
      'Portfolio management is for gold and diamond members: several portfolios, trades and dividends, with returns, risk and diversification.',
    ),
    tags: ['投資組合', '方案'],
  },
  {
    id: 'portfolio-import',
    category: 'portfolio',
    question: t(
      '可以匯入券商的交易紀錄嗎？',
      '可以导入券商的交易记录吗？',
      'Can I import my broker’s trade records?',
    ),
    answer: t(
      '可以匯入 CSV 檔，也可以把組合的交易紀錄匯出成 CSV。重複匯入同一份檔案不會產生重複的交易。',
      '可以导入 CSV 文件，也可以把组合的交易记录导出成 CSV。重复导入同一份文件不会产生重复的交易。',
      'Yes, from a CSV file, and a portfolio’s trades can be exported to CSV. Importing the same file again adds no duplicates.',
    ),
    tags: ['匯入', 'CSV'],
  },
  {
    id: 'portfolio-costs',
    category: 'portfolio',
    question: t(
      '報酬有算手續費和證交稅嗎？',
      '报酬有算手续费和证交税吗？',
      'Do returns include fees and tax?',
    ),
    answer: t(
      '有。預設手續費 0.1425%（可設定券商折扣與最低手續費），賣出時另計 0.3% 證券交易稅。',
      '有。默认手续费 0.1425%（可设置券商折扣与最低手续费），卖出时另计 0.3% 证券交易税。',
      'Yes. The fee is 0.1425% by default (you can set your broker’s discount and minimum fee), plus 0.3% securities transaction tax on sales.',
    ),
    tags: ['手續費', '證交稅'],
  },
  {
    id: 'forgot-password',
    category: 'account',
    question: t('忘記密碼怎麼辦？', '忘记密码怎么办？', 'I forgot my password'),
    answer: t(
      '在登入頁點「忘記密碼」並輸入註冊信箱，我們會寄出重設連結。連結 30 分鐘內有效、只能使用一次；每個帳號每小時最多寄出 3 封。',
      '在登录页点「忘记密码」并输入注册邮箱，我们会寄出重设链接。链接 30 分钟内有效、只能使用一次；每个账号每小时最多寄出 3 封。',
      'Choose “Forgot password” on the sign-in page and enter your email; we send a reset link. It works once, for 30 minutes; at most 3 mails an hour per account.',
    ),
    tags: ['密碼', '登入'],
  },
  {
    id: 'google-sign-in',
    category: 'account',
    question: t('可以用 Google 帳號登入嗎？', '可以用 Google 账号登录吗？', 'Can I sign in with Google?'),
    answer: t(
      '可以。若 Google 已驗證的信箱與既有帳號相同，會連結到同一個帳號。',
      '可以。若 Google 已验证的邮箱与既有账号相同，会连结到同一个账号。',
      'Yes. If the email Google has verified matches an existing account, it signs in to that account.',
    ),
    tags: ['Google', '登入'],
  },
  {
    id: 'sign-in-paused',
    category: 'account',
    question: t('為什麼登入被暫停？', '为什么登录被暂停？', 'Why is signing in paused?'),
    answer: t(
      '為防止密碼被猜測，連續登入失敗後會暫停一段時間，畫面會顯示需要等待的秒數。已登入過的裝置不受陌生裝置的失敗影響。',
      '为防止密码被猜测，连续登录失败后会暂停一段时间，画面会显示需要等待的秒数。已登录过的设备不受陌生设备的失败影响。',
      'To stop password guessing, repeated failures pause sign-in for a while and the screen shows how many seconds to wait. A device you are signed in on is not locked out by strangers’ failures.',
    ),
    tags: ['登入', '安全'],
  },
  {
    id: 'trial',
    category: 'subscription',
    question: t('有免費試用嗎？', '有免费试用吗？', 'Is there a free trial?'),
    answer: t(
      '註冊會員可免費試用黃金會員 7 天，每個帳號一次，試用期間不需付款。可在「免費試用」頁面開始。',
      '注册会员可免费试用黄金会员 7 天，每个账号一次，试用期间不需付款。可在「免费试用」页面开始。',
      'Registered members can try gold free for 7 days, once per account, with no payment during the trial. Start it on the free trial page.',
    ),
    tags: ['試用', '黃金會員'],
  },
  {
    id: 'payment',
    category: 'subscription',
    question: t('如何付款？', '如何付款？', 'How do I pay?'),
    answer: t(
      '付款透過 PayUni 統一金流完成，付款後可在「付款紀錄」頁下載收據。',
      '付款通过 PayUni 统一金流完成，付款后可在「付款记录」页下载收据。',
      'Payment goes through PayUni; afterwards you can download a receipt on the payment history page.',
    ),
    tags: ['付款', '收據'],
  },
  {
    id: 'cancel',
    category: 'subscription',
    question: t('如何取消訂閱？', '如何取消订阅？', 'How do I cancel?'),
    answer: t(
      '在「訂閱管理」頁取消。已付費的期間結束前仍可使用，到期後回到免費會員。',
      '在「订阅管理」页取消。已付费的期间结束前仍可使用，到期后回到免费会员。',
      'Cancel on the subscription page. You keep the plan until the paid period ends, then return to free.',
    ),
    tags: ['取消', '訂閱'],
  },
  {
    id: 'languages',
    category: 'technical',
    question: t('可以切換語言嗎？', '可以切换语言吗？', 'Can I change the language?'),
    answer: t(
      '可以，網站提供繁體中文、简体中文與 English，選擇會保存在你的瀏覽器中。',
      '可以，网站提供繁體中文、简体中文与 English，选择会保存在你的浏览器中。',
      'Yes: 繁體中文, 简体中文 and English; your choice is kept in your browser.',
    ),
    tags: ['語言'],
  },
  {
    id: 'colours',
    category: 'technical',
    question: t('為什麼上漲是紅色？', '为什么上涨是红色？', 'Why is a rise red?'),
    answer: t(
      '依台灣習慣，紅色代表上漲、綠色代表下跌。分析建議使用藍、灰、紫色，避免和漲跌顏色混淆。',
      '依台湾习惯，红色代表上涨、绿色代表下跌。分析建议使用蓝、灰、紫色，避免和涨跌颜色混淆。',
      'By Taiwan convention red means up and green means down. Analysis calls use blue, slate and violet so they are not confused with price moves.',
    ),
    tags: ['顏色', '漲跌'],
  },
  {
    id: 'personality-test',
    category: 'getting-started',
    question: t(
      '投資性格測驗是風險屬性評估嗎？',
      '投资性格测验是风险属性评估吗？',
      'Is the personality test a risk profile assessment?',
    ),
    answer: t(
      '不是。投資性格測驗是教育工具，幫助你認識自己的投資習慣；開戶或申購基金時，證券商與投信依法辦理的風險屬性評估（KYC）仍需另外完成。',
      '不是。投资性格测验是教育工具，帮助你认识自己的投资习惯；开户或申购基金时，证券商与投信依法办理的风险属性评估（KYC）仍需另外完成。',
      'No. It is an educational tool about your habits; the risk profile assessment (KYC) brokers and fund houses run by law is separate.',
    ),
    tags: ['性格測驗', 'KYC'],
  },
];
