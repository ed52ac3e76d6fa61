import type { Translation } from '../../../i18n/types.ts';
import type zhTW from './zh-TW.ts';

/** Simplified Chinese texts of the developer API page. */
const texts: Translation<typeof zhTW> = {
  developer: {
    title: '开发者 API',
    intro:
      '钻石会员可以用 API 密钥，从自己的程序读取报价、搜索股票、执行 AI 分析与读取分析历史。密钥代表您本人，请妥善保管。',
    limitsTitle: '使用限制',
    limits:
      '每日调用次数依方案：免费 100 次、黄金 1,000 次、钻石 10,000 次（台北时间午夜重新计算）；每秒最多 10 次。每个响应都附 RateLimit-Limit、RateLimit-Remaining、RateLimit-Reset 标头，超过上限响应 429 并附 Retry-After。',
    authTitle: '认证方式',
    auth: '在请求标头加上 X-API-Key: <您的密钥>（或 Authorization: Bearer <您的密钥>）。',
    keysTitle: '我的 API 密钥',
    signInToManage: '登录后即可管理 API 密钥。',
    diamondOnly: 'API 访问仅限钻石会员，升级后即可创建密钥。',
    upgrade: '查看方案',
    name: '名称',
    namePlaceholder: '例如：交易机器人',
    scopes: '权限',
    scopeNames: {
      'quotes:read': '读取报价与搜索',
      'analyses:run': '执行与读取分析',
      'history:read': '读取分析历史',
    },
    create: '创建密钥',
    created: '密钥已创建。这是唯一一次显示完整密钥，请立即复制并妥善保存：',
    copy: '复制',
    copied: '已复制',
    prefix: '密钥开头',
    createdAt: '创建时间',
    lastUsedAt: '最后使用',
    never: '尚未使用',
    status: '状态',
    active: '有效',
    revoked: '已撤销',
    revoke: '撤销',
    revokeConfirm: '撤销后，使用此密钥的程序会立即无法调用 API。确定撤销吗？',
    noKeys: '尚未创建任何密钥。',
    usageTitle: '今日用量',
    usage: '今日 {{today}} / {{limit}} 次，本月 {{month}} 次',
    referenceTitle: 'API 参考',
    referenceLoading: '正在加载 API 文档…',
    referenceError: '无法加载 API 文档，请稍后再试。',
    parameters: '参数',
    body: '请求内容',
    responses: '响应',
    required: '必填',
    optional: '选填',
  },
};
export default texts;
