import type { Translation } from '../../../i18n/types.ts';
import type zhTW from './zh-TW.ts';

/** Simplified Chinese texts of the info pages. */
const texts: Translation<typeof zhTW> = {
  pages: {
    about: {
      title: '关于我们',
      paragraphs: [
        'AlphaDesk 台股AI投研是为台湾投资人打造的股票研究工具，把技术面、基本面、新闻、市场情绪与宏观经济等不同角度的分析整理在同一个地方。',
        '每一项分析都应该从可查证的数据计算而来，并说明依据。我们不做盈利保证，所有内容仅供研究参考。',
        '服务仍在开发中，功能会陆续推出。',
      ],
    },
    help: {
      title: '帮助中心',
      paragraphs: [
        '帮助文档正在整理中，会随着功能推出陆续补上。',
        '目前提供的会员方案与价格，请见方案价格页面。其他问题请参考联系我们页面。',
      ],
    },
    contact: {
      title: '联系我们',
      paragraphs: ['在线联系表单即将推出，届时可以直接在此页面给我们留言。'],
    },
    careers: {
      title: '加入我们',
      paragraphs: ['此页面目前没有刊登职位。若有招聘需求，会公布在这里。'],
    },
    api: {
      title: 'API 文档',
      paragraphs: ['开发者 API 尚未开放。开放后，此页面会说明认证方式、可用接口与使用限制。'],
    },
    terms: {
      title: '服务条款',
      paragraphs: [
        '正式的服务条款正在拟定中，定稿后会公布在此页面。',
        '本网站提供的分析内容仅供研究参考，不构成买卖任何证券的建议或要约。',
      ],
    },
    privacy: {
      title: '隐私政策',
      paragraphs: [
        '正式的隐私政策正在拟定中，定稿后会公布在此页面。',
        '目前本网站会在您的浏览器中保存您选择的界面语言，以便下次访问时沿用。',
      ],
    },
    disclaimer: {
      title: '免责声明',
      paragraphs: [
        '本网站提供的所有分析、数据与内容仅供研究与教育参考，不构成买卖任何证券的建议或要约。',
        'AI 生成的分析可能有误，过去的表现不代表未来的结果。',
        '投资有风险，请自行判断并承担投资决策的结果。',
      ],
    },
  },
  support: {
    searchPlaceholder: '搜索问题，例如：试用、密码、CSV',
    all: '全部',
    categories: {
      'getting-started': '新手入门',
      analysis: 'AI 分析',
      portfolio: '投资组合',
      account: '账号与登录',
      subscription: '方案与付款',
      technical: '技术与其他',
    },
    empty: '找不到符合的问题，试试其他关键字，或直接联系我们。',
    loadFailed: '常见问题加载失败，请稍后再试',
    moreHelp: '找不到答案？',
    moreHelpText: '通过联系表单留言，我们会寄确认信给您，并在客服时间（周一至周五 9:00–18:00）回复。',
    contactLink: '联系我们',
    pricingLink: '查看方案价格',
    form: {
      intro:
        '留下您的问题，我们会寄一封确认信到您的邮箱，并在客服时间（周一至周五 9:00–18:00，台北时间）回复。',
      name: '姓名',
      email: '电子邮件',
      category: '问题类别',
      subject: '主旨',
      message: '问题描述',
      submit: '提交',
      sending: '提交中…',
      categories: {
        account: '账号与登录',
        subscription: '方案与订阅',
        analysis: 'AI 分析',
        technical: '技术问题',
        billing: '付款与发票',
        other: '其他',
      },
      successTitle: '已收到您的消息',
      reference: '案件编号：{{reference}}',
      another: '再提交一则',
      failed: '提交失败，请稍后再试',
    },
  },
};

export default texts;
