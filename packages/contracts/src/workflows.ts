import { z } from 'zod';
import { safeText } from './text.ts';

/**
 * Back-office workflow automation (admin spec §2.18, §3 "Workflow", §4, §7.12): definitions with a
 * trigger and steps, executions with per-step results, templates, analytics and bulk operations.
 */

export const workflowStatuses = ['active', 'inactive', 'draft'] as const;
export const workflowExecutionStatuses = ['running', 'completed', 'failed', 'cancelled'] as const;
export const workflowStepStatuses = [
  'pending',
  'running',
  'waiting',
  'completed',
  'failed',
  'cancelled',
] as const;
/** The member-side events a workflow can start on. */
export const workflowEvents = [
  'signed_up',
  'payment_failed',
  'trial_ending',
  'alert_fired',
  'analysis_completed',
] as const;
export type WorkflowEvent = (typeof workflowEvents)[number];
export const workflowActionTypes = [
  'send_mail',
  'notify',
  'change_tier',
  'run_analysis',
  'webhook',
  'wait',
] as const;
export const workflowBulkOperations = ['activate', 'pause', 'delete'] as const;

const statusMessage = '狀態須為 active、inactive 或 draft';
const limitMessage = '每頁筆數須為 1 到 100 的整數';
const offsetMessage = '起始位置須為 0 以上的整數';
const limit = (fallback: number) =>
  z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(100, limitMessage)
    .default(fallback);
const offset = z.coerce
  .number({ error: offsetMessage })
  .int(offsetMessage)
  .min(0, offsetMessage)
  .max(1_000_000, offsetMessage)
  .default(0);

const name = safeText({ error: '請輸入工作流程名稱' })
  .trim()
  .min(1, '請輸入工作流程名稱')
  .max(100, '工作流程名稱最多 100 個字');
const description = safeText({ error: '描述須為文字' }).trim().max(500, '描述最多 500 個字');
const category = safeText({ error: '分類須為文字' })
  .trim()
  .min(1, '請輸入分類')
  .max(50, '分類最多 50 個字')
  .regex(/^[\p{L}\p{N}_ -]+$/u, '分類只能包含文字、數字、底線、連字號與空白');

// ── Triggers ────────────────────────────────────────────────────────────────────────────────

const cronMessage = '排程須為 5 欄的 cron 表示式（分 時 日 月 週）';
export const ScheduleTrigger = z
  .strictObject({
    type: z.literal('schedule'),
    cron: safeText({ error: cronMessage })
      .trim()
      .regex(/^[\d*,/-]+( [\d*,/-]+){4}$/, cronMessage)
      .optional(),
    interval_minutes: z
      .number({ error: '間隔須為 5 到 43200 分鐘的整數' })
      .int('間隔須為 5 到 43200 分鐘的整數')
      .min(5, '間隔須為 5 到 43200 分鐘的整數')
      .max(43_200, '間隔須為 5 到 43200 分鐘的整數')
      .optional(),
  })
  .refine((trigger) => (trigger.cron === undefined) !== (trigger.interval_minutes === undefined), {
    error: '排程觸發須指定 cron 或 interval_minutes 其中一項',
  });
export const EventTrigger = z.strictObject({
  type: z.literal('event'),
  event: z.enum(workflowEvents, {
    error: '事件須為 signed_up、payment_failed、trial_ending、alert_fired 或 analysis_completed',
  }),
});
export const WorkflowTrigger = z.discriminatedUnion('type', [ScheduleTrigger, EventTrigger], {
  error: '觸發條件須為 schedule 或 event',
});
export type WorkflowTrigger = z.infer<typeof WorkflowTrigger>;

// ── Steps ───────────────────────────────────────────────────────────────────────────────────

const stepId = safeText({ error: '步驟代號須為文字' })
  .trim()
  .min(1, '請輸入步驟代號')
  .max(40, '步驟代號最多 40 個字')
  .regex(/^[A-Za-z0-9_-]+$/, '步驟代號只能包含英數字、底線與連字號');
const mailTo = z.union([z.literal('member'), z.email({ error: '收件人須為 member 或電子郵件地址' })], {
  error: '收件人須為 member 或電子郵件地址',
});
export const WorkflowStep = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      id: stepId,
      type: z.literal('send_mail'),
      to: mailTo,
      subject: safeText({ error: '請輸入郵件主旨' })
        .trim()
        .min(1, '請輸入郵件主旨')
        .max(200, '郵件主旨最多 200 個字'),
      body: safeText({ error: '請輸入郵件內容' })
        .trim()
        .min(1, '請輸入郵件內容')
        .max(5000, '郵件內容最多 5000 個字'),
    }),
    z.strictObject({
      id: stepId,
      type: z.literal('notify'),
      message: safeText({ error: '請輸入通知內容' })
        .trim()
        .min(1, '請輸入通知內容')
        .max(500, '通知內容最多 500 個字'),
    }),
    z.strictObject({
      id: stepId,
      type: z.literal('change_tier'),
      tier: z.enum(['free', 'gold', 'diamond'], { error: '等級須為 free、gold 或 diamond' }),
    }),
    z.strictObject({
      id: stepId,
      type: z.literal('run_analysis'),
      symbol: safeText({ error: '請輸入股票代號' })
        .trim()
        .regex(/^[0-9A-Za-z.]{1,10}$/, '股票代號格式不正確'),
      analysis_type: z.enum(['quick', 'detailed', 'collaborative'], {
        error: '分析類型須為 quick、detailed 或 collaborative',
      }),
    }),
    z.strictObject({
      id: stepId,
      type: z.literal('webhook'),
      url: safeText({ error: '請輸入 Webhook 網址' })
        .trim()
        .max(2000, 'Webhook 網址過長')
        .refine(
          (value) => /^https?:\/\//i.test(value) && URL.canParse(value),
          'Webhook 網址須為 http 或 https 網址',
        ),
    }),
    z.strictObject({
      id: stepId,
      type: z.literal('wait'),
      seconds: z
        .number({ error: '等待時間須為 1 到 2592000 秒的整數' })
        .int('等待時間須為 1 到 2592000 秒的整數')
        .min(1, '等待時間須為 1 到 2592000 秒的整數')
        .max(2_592_000, '等待時間須為 1 到 2592000 秒的整數'),
    }),
  ],
  { error: '步驟類型須為 send_mail、notify、change_tier、run_analysis、webhook 或 wait' },
);
export type WorkflowStep = z.infer<typeof WorkflowStep>;
const steps = z
  .array(WorkflowStep, { error: '步驟須為清單' })
  .min(1, '工作流程至少需要一個步驟')
  .max(20, '工作流程最多 20 個步驟')
  .refine((list) => new Set(list.map((step) => step.id)).size === list.length, '步驟代號不可重複');

// ── Workflows ───────────────────────────────────────────────────────────────────────────────

export const WorkflowParams = z.strictObject({
  id: z.uuid({ error: '工作流程代號格式不正確' }),
});
export const WorkflowExecutionParams = z.strictObject({
  id: z.uuid({ error: '執行代號格式不正確' }),
});

export const WorkflowListQuery = z.strictObject({
  status: z.enum(workflowStatuses, { error: statusMessage }).optional(),
  category: category.optional(),
  limit: limit(50),
  offset,
});
export const WorkflowCreateRequest = z.strictObject({
  name,
  description: description.default(''),
  category: category.default('general'),
  status: z.enum(workflowStatuses, { error: statusMessage }).default('draft'),
  trigger: WorkflowTrigger,
  steps,
});
export const WorkflowUpdateRequest = z
  .strictObject({
    name: name.optional(),
    description: description.optional(),
    category: category.optional(),
    status: z.enum(workflowStatuses, { error: statusMessage }).optional(),
    trigger: WorkflowTrigger.optional(),
    steps: steps.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), '請至少修改一個欄位');

export const Workflow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(workflowStatuses),
  category: z.string(),
  trigger_type: z.enum(['schedule', 'event']),
  trigger: WorkflowTrigger,
  steps: z.array(WorkflowStep),
  template_id: z.string().nullable(),
  next_run_at: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  execution_stats: z.object({
    total_executions: z.number().int(),
    successful_executions: z.number().int(),
    failed_executions: z.number().int(),
    last_executed_at: z.string().nullable(),
  }),
});
export type Workflow = z.infer<typeof Workflow>;
export const WorkflowResponse = z.object({ success: z.literal(true), workflow: Workflow });
export const WorkflowListResponse = z.object({
  success: z.literal(true),
  workflows: z.array(Workflow),
  total: z.number().int(),
});
export const WorkflowDeleteResponse = z.object({ success: z.literal(true), deleted: z.literal(true) });

// ── Executions ──────────────────────────────────────────────────────────────────────────────

export const WorkflowExecuteRequest = z.strictObject({
  parameters: z
    .record(
      safeText().max(60, '參數名稱最多 60 個字'),
      z.union([safeText().max(500, '參數值最多 500 個字'), z.number(), z.boolean()]),
      {
        error: '參數須為物件',
      },
    )
    .refine((value) => Object.keys(value).length <= 20, '參數最多 20 個')
    .default({}),
});
export const WorkflowExecutionQuery = z.strictObject({
  status: z
    .enum(workflowExecutionStatuses, { error: '執行狀態須為 running、completed、failed 或 cancelled' })
    .optional(),
  limit: limit(20),
  offset,
});
export const WorkflowExecutionStep = z.object({
  position: z.number().int(),
  step_id: z.string(),
  action_type: z.enum(workflowActionTypes),
  status: z.enum(workflowStepStatuses),
  result: z.unknown().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export const WorkflowExecution = z.object({
  execution_id: z.string(),
  workflow_id: z.string(),
  workflow_name: z.string(),
  status: z.enum(workflowExecutionStatuses),
  trigger_kind: z.enum(['manual', 'event', 'schedule']),
  idempotency_key: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  triggered_by: z.string().nullable(),
  error: z.string().nullable(),
  resume_at: z.string().nullable(),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  steps: z.array(WorkflowExecutionStep),
});
export type WorkflowExecution = z.infer<typeof WorkflowExecution>;
export const WorkflowExecuteResponse = z.object({
  success: z.literal(true),
  execution_id: z.string(),
  status: z.enum(workflowExecutionStatuses),
});
export const WorkflowExecutionListResponse = z.object({
  success: z.literal(true),
  executions: z.array(WorkflowExecution),
  total: z.number().int(),
});
export const WorkflowExecutionResponse = z.object({ success: z.literal(true), execution: WorkflowExecution });

// ── Templates ───────────────────────────────────────────────────────────────────────────────

export const WorkflowTemplate = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  popularity_score: z.number(),
  use_cases: z.array(z.string()),
  trigger: WorkflowTrigger,
  steps: z.array(WorkflowStep),
});
export type WorkflowTemplate = z.infer<typeof WorkflowTemplate>;
export const WorkflowTemplateListResponse = z.object({
  success: z.literal(true),
  templates: z.array(WorkflowTemplate),
});
export const WorkflowFromTemplateRequest = z.strictObject({
  template_id: safeText({ error: '請選擇範本' }).trim().min(1, '請選擇範本').max(60, '請選擇範本'),
  name,
  description: description.optional(),
  category: category.optional(),
  status: z.enum(workflowStatuses, { error: statusMessage }).default('active'),
});

// ── Analytics and bulk operations ───────────────────────────────────────────────────────────

export const WorkflowAnalyticsQuery = z.strictObject({
  time_range: z.enum(['7d', '30d', '90d', '1y'], { error: '時間範圍須為 7d、30d、90d 或 1y' }).default('30d'),
  workflow_ids: safeText({ error: '工作流程清單格式不正確' })
    .max(4000, '工作流程清單過長')
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid({ error: '工作流程代號格式不正確' })).max(100, '最多 100 個工作流程'))
    .optional(),
});
export const WorkflowAnalytics = z.object({
  time_range: z.string(),
  summary: z.object({
    total_workflows: z.number().int(),
    active_workflows: z.number().int(),
    total_executions: z.number().int(),
    successful_executions: z.number().int(),
    failed_executions: z.number().int(),
    /** Completed among finished executions (a fraction; null before any finished). */
    success_rate: z.number().nullable(),
    mean_duration_ms: z.number().nullable(),
  }),
  performance_trends: z.array(
    z.object({ date: z.string(), executions: z.number().int(), success_rate: z.number().nullable() }),
  ),
  top_workflows: z.array(
    z.object({
      workflow_id: z.string(),
      name: z.string(),
      executions: z.number().int(),
      success_rate: z.number().nullable(),
      mean_duration_ms: z.number().nullable(),
    }),
  ),
  error_analysis: z.array(z.object({ error: z.string(), count: z.number().int() })),
  category_performance: z.array(
    z.object({ category: z.string(), executions: z.number().int(), success_rate: z.number().nullable() }),
  ),
});
export type WorkflowAnalytics = z.infer<typeof WorkflowAnalytics>;
export const WorkflowAnalyticsResponse = z.object({ success: z.literal(true), analytics: WorkflowAnalytics });

export const WorkflowBulkRequest = z.strictObject({
  operation: z.enum(workflowBulkOperations, { error: '操作須為 activate、pause 或 delete' }),
  workflow_ids: z
    .array(z.uuid({ error: '工作流程代號格式不正確' }), { error: '請選擇工作流程' })
    .min(1, '請選擇工作流程')
    .max(100, '一次最多 100 個工作流程'),
});
export const WorkflowBulkResponse = z.object({
  success: z.literal(true),
  operation: z.enum(workflowBulkOperations),
  affected: z.number().int(),
  not_found: z.array(z.string()),
});

// ── Durable job ─────────────────────────────────────────────────────────────────────────────

export const workflowJobNames = {
  runExecution: 'workflows.run-execution',
  tick: 'workflows.tick',
} as const;
export const RunWorkflowExecutionJob = z.object({ executionId: z.string() });
export const WorkflowTickJob = z.object({ requestedAt: z.string() });
