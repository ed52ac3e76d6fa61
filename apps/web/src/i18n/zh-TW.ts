import type { AnalystId, Sector } from '@alphadesk/contracts';
import type { Translation } from './types.ts';

/**
 * Traditional Chinese texts of the shell: layout, navigation, session notices and the landing page
 * (in the entry bundle). Each lazily loaded area keeps its own texts in
 * pages/<area>/locales/{zh-TW,zh-CN,en-US}.ts, loaded with its route (see areas.ts).
 */
export const zhTW = {
  common: {
    appName: 'AlphaDesk',
    tagline: '台股AI投研',
    language: '語言',
    backHome: '回到首頁',
    loading: '載入中…',
    retry: '重試',
    login: '登入',
    register: '免費註冊',
    dashboard: '會員中心',
    logout: '登出',
    close: '關閉',
    investmentNotice: '分析內容僅供參考，不構成投資建議。',
  },
  nav: {
    menu: '選單',
    main: '主選單',
    analysts: 'AI 分析師',
    features: '功能',
    pricing: '方案價格',
    help: '說明中心',
  },
  hero: {
    eyebrow: '台股 AI 投研平台',
    title: '九位 AI 分析師，陪你看懂台股',
    subtitle:
      '技術面、基本面、新聞、風險、社群、量化、國際市場、市場情緒與總體經濟，九個角度的分析整理在同一處，協助你做出自己的投資判斷。',
    startTrial: '開始免費試用',
    freeTest: '免費投資性格測驗',
    learnMore: '了解更多',
  },
  analysts: {
    title: '九位 AI 分析師',
    subtitle: '每位分析師專注一個面向，從資料計算出看法並說明依據。',
    trackRecord: '樣本外命中率 {{accuracy}}%（相對 {{benchmark}}，{{from}} 至 {{to}}，{{count}} 次判斷）',
    trackRecordDates:
      '樣本外命中率 {{accuracy}}%（相對 {{benchmark}}，{{from}} 至 {{to}}，{{count}} 個日期）',
    teamRecord:
      '團隊綜合判斷：樣本外命中率 {{accuracy}}%（相對 {{benchmark}}，{{from}} 至 {{to}}，{{count}} 次判斷）',
    trackRecordNote:
      '命中率來自逐步回測，只計從未用於擬合的股票（樣本外），以相對大盤並扣除台股交易成本後的結果判定對錯；過去表現不代表未來績效。',
    items: {
      technical: {
        name: '技術分析師',
        description: '讀取均線、RSI、MACD、KD、布林通道與成交量，判斷趨勢、動能與支撐壓力。',
      },
      fundamental: {
        name: '基本面分析師',
        description: '分析營收、EPS、毛利率、ROE 等財務數據，以及本益比、殖利率等評價指標。',
      },
      news: {
        name: '新聞情報分析師',
        description: '彙整個股與產業新聞，標記重大事件並判讀報導的正負面語氣。',
      },
      risk: {
        name: '風險管理分析師',
        description: '計算波動度、最大回撤與 Beta，並檢視部位集中度，評估下檔風險。',
      },
      community: {
        name: '社群情緒分析師',
        description: '整理公開社群討論的熱度與情緒傾向，觀察市場關注度的變化。',
      },
      quant: {
        name: '量化策略分析師',
        description: '以規則化的因子與訊號在歷史資料上回測，呈現策略過去的表現與風險。',
      },
      international: {
        name: '國際市場分析師',
        description: '對照美股、主要國際指數、匯率與 ADR 的走勢，評估對台股的連動影響。',
      },
      'market-sentiment': {
        name: '市場情緒分析師',
        description: '追蹤三大法人買賣超、融資融券與成交量變化，衡量市場整體情緒。',
      },
      macro: {
        name: '總體經濟分析師',
        description: '解讀利率、通膨、景氣對策信號與出口等總經數據對市場的影響。',
      },
      // Keyed by the contracts' analyst ids: a missing or extra analyst fails to compile.
    } satisfies Record<AnalystId, { name: string; description: string }>,
  },
  features: {
    title: '功能',
    subtitle: '從找股票、分析到追蹤，研究流程一次完成。',
    items: {
      analysis: {
        title: '多位分析師協同分析',
        description: '選擇想參考的分析師，針對同一檔股票從不同角度提出看法，並列出各自的依據。',
      },
      search: {
        title: '股票搜尋',
        description: '以代號或名稱搜尋上市、上櫃股票，查看報價與基本資料。',
      },
      portfolio: {
        title: '投資組合',
        description: '記錄持股與成本，追蹤損益、持股權重與產業分布。',
      },
      history: {
        title: '分析歷史',
        description: '保存每一次分析，之後可對照實際走勢，檢視當時的判斷。',
      },
      monitor: {
        title: '市場監控',
        description: '建立自選股清單與價格提醒，在條件達成時通知你。',
      },
      personality: {
        title: '投資性格測驗',
        description: '透過情境題了解自己的風險偏好與投資風格。',
      },
    },
  },
  pricing: {
    title: '會員方案',
    subtitle: '所有價格以新台幣計價。',
    billingCycle: '計費週期',
    monthly: '月繳',
    yearly: '年繳',
    perMonth: '/ 月',
    perYear: '/ 年',
    yearlySaving: '比月繳一年省 {{amount}}',
    trial: '{{days}} 天免費試用',
    recommended: '推薦方案',
    choose: '選擇此方案',
    startFree: '免費開始',
    loadError: '無法載入方案資訊',
    empty: '目前沒有可供選擇的方案。',
  },
  cta: {
    title: '準備好開始了嗎？',
    subtitle: '建立帳號，開始用 AI 分析師研究你關注的股票。',
    button: '立即開始',
  },
  footer: {
    links: '網站連結',
    about: '關於我們',
    help: '說明中心',
    contact: '聯絡我們',
    careers: '加入我們',
    api: 'API 文件',
    terms: '服務條款',
    privacy: '隱私權政策',
    disclaimer: '免責聲明',
    notice: '本網站提供的分析與資訊僅供研究參考，不構成任何投資建議。投資有風險，請審慎評估。',
    copyright: '© {{year}} AlphaDesk',
  },
  session: {
    checking: '驗證存取權限中…',
    requiredTitle: '需要登入',
    requiredText: '請先登入以存取此頁面',
    requiredAction: '前往登入',
  },
  comingSoon: {
    title: '此功能即將推出',
    description: '「{{feature}}」正在開發中，完成後會在這裡開放使用。',
    features: {
      authTest: '登入測試',
      trial: '免費試用',
      personalityTest: '投資性格測驗',
      analysis: 'AI 分析',
      analysisHistory: '分析歷史',
      portfolio: '投資組合',
      analysts: 'AI 分析師',
      marketMonitor: '市場監控',
      market: '市場總覽',
      subscription: '訂閱管理',
      payments: '付款紀錄',
      paymentSuccess: '付款結果',
      paymentCancel: '付款取消',
      payuniPayment: '付款頁面',
    },
  },
  sectors: {
    technology: '科技',
    finance: '金融',
    healthcare: '醫療保健',
    energy: '能源',
    consumer: '消費',
    industrial: '工業',
    materials: '原物料',
    utilities: '公用事業',
    realestate: '不動產',
    telecom: '通訊',
  } satisfies Record<Sector, string>,
  charts: { open: '開', high: '高', low: '低', close: '收', volume: '量' },
};

/** The shape the other languages' shell texts must have. */
export type Resources = Translation<typeof zhTW>;
