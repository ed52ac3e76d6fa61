import type { WorkflowTemplate } from '@alphadesk/contracts';

/**
 * The starting points staff create workflows from (admin spec §2.18 templates tab). Mail texts may
 * use {{member_name}}, {{workflow_name}} and the event's parameters (e.g. {{order_number}}).
 */
export const workflowTemplates: readonly WorkflowTemplate[] = [
  {
    id: 'trial-ending-reminder',
    name: '試用到期提醒',
    description: '會員的試用期結束前三天寄信提醒，並附上升級方式。',
    category: 'retention',
    popularity_score: 92,
    use_cases: ['提高試用轉換率', '避免會員在不知情下降級'],
    trigger: { type: 'event', event: 'trial_ending' },
    steps: [
      {
        id: 'remind',
        type: 'send_mail',
        to: 'member',
        subject: '您的 AlphaDesk 試用即將到期',
        body: '{{member_name}} 您好：\n\n您的試用期將於 {{trial_ends_at}} 結束。升級即可繼續使用完整的 AI 分析與監控功能。\n\nAlphaDesk 團隊',
      },
    ],
  },
  {
    id: 'failed-payment-dunning',
    name: '付款失敗催繳',
    description: '付款失敗時立即通知會員，三天後再提醒一次，並通知財務人員跟進。',
    category: 'billing',
    popularity_score: 88,
    use_cases: ['降低非自願流失', '讓財務即時掌握失敗的扣款'],
    trigger: { type: 'event', event: 'payment_failed' },
    steps: [
      {
        id: 'first-notice',
        type: 'send_mail',
        to: 'member',
        subject: '付款未成功，請更新付款方式',
        body: '{{member_name}} 您好：\n\n訂單 {{order_number}} 的付款未成功（{{reason}}）。請至會員中心更新付款方式，以免服務中斷。\n\nAlphaDesk 團隊',
      },
      { id: 'grace', type: 'wait', seconds: 3 * 24 * 3600 },
      {
        id: 'second-notice',
        type: 'send_mail',
        to: 'member',
        subject: '提醒：您的付款仍未完成',
        body: '{{member_name}} 您好：\n\n訂單 {{order_number}} 的付款仍未完成，請盡快處理以保留您的會員權益。\n\nAlphaDesk 團隊',
      },
      { id: 'tell-finance', type: 'notify', message: '訂單 {{order_number}} 付款失敗已滿三天，請跟進。' },
    ],
  },
  {
    id: 'new-member-welcome',
    name: '新會員歡迎信',
    description: '會員註冊後立即寄出歡迎信，並通知營運人員。',
    category: 'onboarding',
    popularity_score: 81,
    use_cases: ['引導新會員完成第一次分析', '讓營運掌握註冊動態'],
    trigger: { type: 'event', event: 'signed_up' },
    steps: [
      {
        id: 'welcome',
        type: 'send_mail',
        to: 'member',
        subject: '歡迎加入 AlphaDesk',
        body: '{{member_name}} 您好：\n\n歡迎加入 AlphaDesk！輸入股票代號即可取得第一份 AI 分析報告。\n\nAlphaDesk 團隊',
      },
      { id: 'tell-team', type: 'notify', message: '新會員 {{member_name}} 已註冊。' },
    ],
  },
  {
    id: 'weekly-portfolio-report',
    name: '每週投資組合報告',
    description: '每週一早上九點（台北時間）產生投資組合週報，並通知營運人員。',
    category: 'reporting',
    popularity_score: 75,
    use_cases: ['定期檢視會員投資組合表現', '營運週會的固定資料'],
    trigger: { type: 'schedule', cron: '0 9 * * 1' },
    steps: [{ id: 'announce', type: 'notify', message: '本週投資組合報告已產生（{{scheduled_for}}）。' }],
  },
];
