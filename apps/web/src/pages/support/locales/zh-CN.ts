import type { Translation } from '../../../i18n/types.ts';
import type zhTW from './zh-TW.ts';

/** Simplified Chinese texts of the member's tickets and the articles. */
const texts: Translation<typeof zhTW> = {
  desk: {
    title: '我的客服工单',
    intro: '在这里提交问题、查看客服回复并继续对话。客服回复时也会发邮件通知您。',
    newTicket: '提交新工单',
    category: '问题类别',
    subject: '主题',
    message: '问题说明',
    submit: '提交',
    empty: '您还没有任何工单。',
    reference: '编号',
    status: '状态',
    updated: '最后更新',
    replies: '{{count}} 条回复',
    back: '回到我的工单',
    original: '您的问题',
    conversation: '对话记录',
    you: '您',
    staff: '客服',
    reply: '回复',
    send: '发送回复',
    closed: '此工单已关闭。如有新问题，请提交新工单。',
    notFound: '找不到此工单',
    statuses: { open: '待处理', in_progress: '处理中', resolved: '已解决', closed: '已关闭' },
    categories: {
      account: '账号',
      subscription: '订阅',
      analysis: '分析',
      technical: '技术问题',
      billing: '账单',
      other: '其他',
    },
    articles: {
      title: '投资文章',
      intro: 'AlphaDesk 团队撰写的市场观点与投资教学。',
      empty: '目前还没有文章。',
      featured: '精选',
      views: '{{count}} 次浏览',
      back: '回到文章列表',
      notFound: '找不到这篇文章',
      previous: '上一页',
      next: '下一页',
    },
  },
};
export default texts;
