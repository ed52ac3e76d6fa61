import type { ErrorLocale, NotificationCategory } from '@alphadesk/contracts';

type Params = Record<string, string | number>;
type Text = Record<ErrorLocale, (params: Params) => string>;

export interface NotificationKind {
  type: 'info' | 'success' | 'warning' | 'error' | 'system';
  priority: 'urgent' | 'high' | 'medium' | 'low';
  category: NotificationCategory;
  actionUrl: string | null;
  title: Text;
  message: Text;
  actionLabel: Record<ErrorLocale, string> | null;
}

const open = { 'zh-TW': '查看', 'zh-CN': '查看', 'en-US': 'Open' };

/**
 * Every notification the server raises, with its texts in each language (rendered when read, so a
 * reader who switches language sees them in the new one). Params are values only, never prose.
 */
export const notificationKinds = {
  'staff.locked': {
    type: 'warning',
    priority: 'high',
    category: 'users',
    actionUrl: null,
    title: {
      'zh-TW': () => '管理員帳號已鎖定',
      'zh-CN': () => '管理员账号已锁定',
      'en-US': () => 'Staff sign-in locked',
    },
    message: {
      'zh-TW': (p) =>
        `帳號 ${p.login} 連續登入失敗 ${p.failures} 次，已鎖定 ${p.minutes} 分鐘（來源 ${p.ip}）。`,
      'zh-CN': (p) =>
        `账号 ${p.login} 连续登录失败 ${p.failures} 次，已锁定 ${p.minutes} 分钟（来源 ${p.ip}）。`,
      'en-US': (p) =>
        `${p.login} failed to sign in ${p.failures} times in a row and is locked for ${p.minutes} minutes (from ${p.ip}).`,
    },
    actionLabel: null,
  },
  'support.ticket_created': {
    type: 'info',
    priority: 'medium',
    category: 'users',
    actionUrl: '/admin/customer_service',
    title: {
      'zh-TW': () => '新的客服工單',
      'zh-CN': () => '新的客服工单',
      'en-US': () => 'New support ticket',
    },
    message: {
      'zh-TW': (p) => `工單 ${p.reference}（${p.category}）已建立，等待處理。`,
      'zh-CN': (p) => `工单 ${p.reference}（${p.category}）已建立，等待处理。`,
      'en-US': (p) => `Ticket ${p.reference} (${p.category}) was opened and awaits an answer.`,
    },
    actionLabel: open,
  },
  'system.server_error': {
    type: 'error',
    priority: 'urgent',
    category: 'system',
    actionUrl: '/admin/system_monitor',
    title: {
      'zh-TW': () => '伺服器錯誤',
      'zh-CN': () => '服务器错误',
      'en-US': () => 'Server error',
    },
    message: {
      'zh-TW': (p) => `${p.endpoint} 回應 ${p.status}（請求編號 ${p.requestId}）。`,
      'zh-CN': (p) => `${p.endpoint} 响应 ${p.status}（请求编号 ${p.requestId}）。`,
      'en-US': (p) => `${p.endpoint} answered ${p.status} (request ${p.requestId}).`,
    },
    actionLabel: open,
  },
  'workflow.notice': {
    type: 'info',
    priority: 'medium',
    category: 'system',
    actionUrl: '/admin/workflow_automation',
    title: {
      'zh-TW': (p) => `工作流程：${p.workflow}`,
      'zh-CN': (p) => `工作流程：${p.workflow}`,
      'en-US': (p) => `Workflow: ${p.workflow}`,
    },
    message: {
      'zh-TW': (p) => `${p.message}`,
      'zh-CN': (p) => `${p.message}`,
      'en-US': (p) => `${p.message}`,
    },
    actionLabel: open,
  },
} satisfies Record<string, NotificationKind>;

export type NotificationKindName = keyof typeof notificationKinds;
