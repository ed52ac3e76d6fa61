import type { Resources } from './zh-TW.ts';

/** Simplified Chinese: the shell's texts (layout, navigation, landing page). Loaded only when chosen. */
const zhCN: Resources = {
  common: {
    appName: 'AlphaDesk',
    tagline: '台股AI投研',
    language: '语言',
    backHome: '回到首页',
    loading: '加载中…',
    retry: '重试',
    login: '登录',
    register: '免费注册',
    dashboard: '会员中心',
    logout: '退出登录',
    close: '关闭',
    investmentNotice: '分析内容仅供参考，不构成投资建议。',
  },
  nav: {
    menu: '菜单',
    main: '主菜单',
    analysts: 'AI 分析师',
    features: '功能',
    pricing: '方案价格',
    help: '帮助中心',
  },
  hero: {
    eyebrow: '台股 AI 投研平台',
    title: '九位 AI 分析师，陪你看懂台股',
    subtitle:
      '技术面、基本面、新闻、风险、社群、量化、国际市场、市场情绪与宏观经济，九个角度的分析整理在同一处，帮助你做出自己的投资判断。',
    startTrial: '开始免费试用',
    freeTest: '免费投资性格测验',
    learnMore: '了解更多',
  },
  analysts: {
    title: '九位 AI 分析师',
    subtitle: '每位分析师专注一个方面，从数据计算出观点并说明依据。',
    trackRecord: '样本外命中率 {{accuracy}}%（相对 {{benchmark}}，{{from}} 至 {{to}}，{{count}} 次判断）',
    trackRecordDates:
      '样本外命中率 {{accuracy}}%（相对 {{benchmark}}，{{from}} 至 {{to}}，{{count}} 个日期）',
    teamRecord:
      '团队综合判断：样本外命中率 {{accuracy}}%（相对 {{benchmark}}，{{from}} 至 {{to}}，{{count}} 次判断）',
    trackRecordNote:
      '命中率来自逐步回测，只计从未用于拟合的股票（样本外），以相对大盘并扣除台股交易成本后的结果判定对错；过去表现不代表未来绩效。',
    items: {
      technical: {
        name: '技术分析师',
        description: '读取均线、RSI、MACD、KD、布林通道与成交量，判断趋势、动能与支撑压力。',
      },
      fundamental: {
        name: '基本面分析师',
        description: '分析营收、EPS、毛利率、ROE 等财务数据，以及市盈率、股息率等估值指标。',
      },
      news: {
        name: '新闻情报分析师',
        description: '汇总个股与行业新闻，标记重大事件并判读报道的正负面语气。',
      },
      risk: {
        name: '风险管理分析师',
        description: '计算波动率、最大回撤与 Beta，并检查持仓集中度，评估下行风险。',
      },
      community: {
        name: '社群情绪分析师',
        description: '整理公开社群讨论的热度与情绪倾向，观察市场关注度的变化。',
      },
      quant: {
        name: '量化策略分析师',
        description: '以规则化的因子与信号在历史数据上回测，呈现策略过去的表现与风险。',
      },
      international: {
        name: '国际市场分析师',
        description: '对照美股、主要国际指数、汇率与 ADR 的走势，评估对台股的联动影响。',
      },
      'market-sentiment': {
        name: '市场情绪分析师',
        description: '跟踪三大法人买卖超、融资融券与成交量变化，衡量市场整体情绪。',
      },
      macro: {
        name: '宏观经济分析师',
        description: '解读利率、通胀、景气对策信号与出口等宏观数据对市场的影响。',
      },
    },
  },
  features: {
    title: '功能',
    subtitle: '从找股票、分析到跟踪，研究流程一次完成。',
    items: {
      analysis: {
        title: '多位分析师协同分析',
        description: '选择想参考的分析师，针对同一只股票从不同角度提出观点，并列出各自的依据。',
      },
      search: {
        title: '股票搜索',
        description: '以代码或名称搜索上市、上柜股票，查看报价与基本资料。',
      },
      portfolio: {
        title: '投资组合',
        description: '记录持仓与成本，跟踪盈亏、持仓权重与行业分布。',
      },
      history: {
        title: '分析历史',
        description: '保存每一次分析，之后可对照实际走势，检视当时的判断。',
      },
      monitor: {
        title: '市场监控',
        description: '建立自选股列表与价格提醒，在条件达成时通知你。',
      },
      personality: {
        title: '投资性格测验',
        description: '通过情境题了解自己的风险偏好与投资风格。',
      },
    },
  },
  pricing: {
    title: '会员方案',
    subtitle: '所有价格以新台币计价。',
    billingCycle: '计费周期',
    monthly: '月付',
    yearly: '年付',
    perMonth: '/ 月',
    perYear: '/ 年',
    yearlySaving: '比月付一年省 {{amount}}',
    trial: '{{days}} 天免费试用',
    recommended: '推荐方案',
    choose: '选择此方案',
    startFree: '免费开始',
    loadError: '无法加载方案信息',
    empty: '目前没有可供选择的方案。',
  },
  cta: {
    title: '准备好开始了吗？',
    subtitle: '创建账号，开始用 AI 分析师研究你关注的股票。',
    button: '立即开始',
  },
  footer: {
    links: '网站链接',
    about: '关于我们',
    help: '帮助中心',
    contact: '联系我们',
    careers: '加入我们',
    api: 'API 文档',
    terms: '服务条款',
    privacy: '隐私政策',
    disclaimer: '免责声明',
    notice: '本网站提供的分析与信息仅供研究参考，不构成任何投资建议。投资有风险，请审慎评估。',
    copyright: '© {{year}} AlphaDesk',
  },
  session: {
    checking: '验证访问权限中…',
    requiredTitle: '需要登录',
    requiredText: '请先登录以访问此页面',
    requiredAction: '前往登录',
  },
  comingSoon: {
    title: '此功能即将推出',
    description: '「{{feature}}」正在开发中，完成后会在这里开放使用。',
    features: {
      authTest: '登录测试',
      trial: '免费试用',
      personalityTest: '投资性格测验',
      analysis: 'AI 分析',
      analysisHistory: '分析历史',
      portfolio: '投资组合',
      analysts: 'AI 分析师',
      marketMonitor: '市场监控',
      market: '市场总览',
      subscription: '订阅管理',
      payments: '付款记录',
      paymentSuccess: '付款结果',
      paymentCancel: '付款取消',
      payuniPayment: '付款页面',
    },
  },
  sectors: {
    technology: '科技',
    finance: '金融',
    healthcare: '医疗保健',
    energy: '能源',
    consumer: '消费',
    industrial: '工业',
    materials: '原材料',
    utilities: '公用事业',
    realestate: '房地产',
    telecom: '通信',
  },
  charts: { open: '开', high: '高', low: '低', close: '收', volume: '量' },
};

export default zhCN;
