import type {
  Workflow,
  WorkflowAnalytics,
  WorkflowExecution,
  WorkflowStep,
  WorkflowTemplate,
  WorkflowTrigger,
} from '@alphadesk/contracts';
import { api } from '../../api/client.ts';

const base = '/api/admin/workflows';

export interface WorkflowInput {
  name: string;
  description?: string;
  category?: string;
  status?: Workflow['status'];
  trigger: WorkflowTrigger;
  steps: WorkflowStep[];
}

export const listWorkflows = () => api.get<{ workflows: Workflow[]; total: number }>(`${base}?limit=50`);
export const createWorkflow = (input: WorkflowInput) => api.post<{ workflow: Workflow }>(base, input);
export const updateWorkflow = (id: string, patch: Partial<WorkflowInput>) =>
  api.put<{ workflow: Workflow }>(`${base}/${encodeURIComponent(id)}`, patch);
export const deleteWorkflow = (id: string) =>
  api.delete<{ deleted: true }>(`${base}/${encodeURIComponent(id)}`);
export const executeWorkflow = (id: string) =>
  api.post<{ execution_id: string }>(`${base}/${encodeURIComponent(id)}/execute`, { parameters: {} });
export const listExecutions = () =>
  api.get<{ executions: WorkflowExecution[]; total: number }>(`${base}/executions?limit=20`);
export const cancelExecution = (id: string) =>
  api.post<{ execution: WorkflowExecution }>(`${base}/executions/${encodeURIComponent(id)}/cancel`);
export const listTemplates = () => api.get<{ templates: WorkflowTemplate[] }>(`${base}/templates`);
export const fromTemplate = (templateId: string, name: string) =>
  api.post<{ workflow: Workflow }>(`${base}/from-template`, { template_id: templateId, name });
export const workflowAnalytics = () =>
  api.get<{ analytics: WorkflowAnalytics }>(`${base}/analytics?time_range=30d`);
export const bulkOperation = (operation: 'activate' | 'pause' | 'delete', ids: string[]) =>
  api.post<{ affected: number }>(`${base}/bulk-operations`, { operation, workflow_ids: ids });
