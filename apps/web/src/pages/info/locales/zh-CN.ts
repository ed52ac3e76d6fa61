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
};

export default texts;
