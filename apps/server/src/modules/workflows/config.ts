import { z } from 'zod';
import { commaList, configSection } from '../../platform/config.ts';

export interface WorkflowSettings {
  /** Hosts a webhook step may call even when they resolve to a private or loopback address. */
  readonly webhookHosts: readonly string[];
  /** How long a webhook step waits for an answer. */
  readonly webhookTimeoutMs: number;
}

export const workflowsConfig = configSection({
  variables: {
    WORKFLOW_WEBHOOK_HOSTS: commaList.default([]),
    WORKFLOW_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  },
  settings: (env): WorkflowSettings =>
    Object.freeze({
      webhookHosts: Object.freeze(env.WORKFLOW_WEBHOOK_HOSTS.map((host) => host.toLowerCase())),
      webhookTimeoutMs: env.WORKFLOW_WEBHOOK_TIMEOUT_MS,
    }),
});
