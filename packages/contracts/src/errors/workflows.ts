import { fixed } from './define.ts';

/** Back-office workflow automation (admin spec §2.18, §7.12). */
export const workflowErrors = {
  WORKFLOW_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此工作流程',
    'zh-CN': '找不到此工作流程',
    'en-US': 'This workflow was not found',
  }),
  WORKFLOW_EXECUTION_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此執行紀錄',
    'zh-CN': '找不到此执行记录',
    'en-US': 'This workflow execution was not found',
  }),
  WORKFLOW_TEMPLATE_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此工作流程範本',
    'zh-CN': '找不到此工作流程模板',
    'en-US': 'This workflow template was not found',
  }),
  WORKFLOW_EXECUTION_FINISHED: fixed(409, {
    'zh-TW': '此執行已結束，無法取消',
    'zh-CN': '此执行已结束，无法取消',
    'en-US': 'This execution has already finished and cannot be cancelled',
  }),
  WORKFLOW_NOT_RUNNABLE: fixed(409, {
    'zh-TW': '草稿狀態的工作流程無法執行，請先啟用',
    'zh-CN': '草稿状态的工作流程无法执行，请先启用',
    'en-US': 'A draft workflow cannot be run; activate it first',
  }),
  WORKFLOW_INVALID_SCHEDULE: fixed(400, {
    'zh-TW': '排程的 cron 表示式無效',
    'zh-CN': '排程的 cron 表达式无效',
    'en-US': 'The schedule’s cron expression is not valid',
  }),
  WORKFLOW_DELETE_FORBIDDEN: fixed(403, {
    'zh-TW': '權限不足：您沒有刪除工作流程的權限',
    'zh-CN': '权限不足：您没有删除工作流程的权限',
    'en-US': 'You are not allowed to delete workflows',
  }),
};
