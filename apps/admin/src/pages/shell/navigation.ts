import type { AdminModule } from '@alphadesk/contracts';

/** The sidebar (admin spec §2.2): each item's key, path and the permission it needs. */
export interface NavItem {
  key: string;
  path: string;
  module: AdminModule;
  /** Whether the back-office has a page for it yet (others show a clear "not available" page). */
  built: boolean;
}

const item = (key: string, module: AdminModule, built = false): NavItem => ({
  key,
  path: `/${key}`,
  module,
  built,
});

export const navigation: NavItem[] = [
  { key: 'dashboard', path: '/', module: 'dashboard', built: true },
  item('users', 'user_management', true),
  item('permission_management', 'permission_management', true),
  item('analyst_management', 'analyst_management'),
  item('tts_management', 'tts_management'),
  item('subscription_management', 'subscription_management'),
  item('financial_management', 'financial_management'),
  item('customer_service', 'customer_service', true),
  item('analytics_dashboard', 'analytics', true),
  item('advanced_analytics', 'advanced_analytics', true),
  item('workflow_automation', 'workflow_automation'),
  item('ai_optimization', 'ai_optimization', true),
  item('performance_optimization', 'performance_optimization'),
  item('content_management', 'content_management', true),
  item('trading_management', 'trading_management'),
  item('system_monitor', 'system_monitor', true),
  item('security_center', 'security_management', true),
  item('devops_automation', 'devops_automation', true),
  item('routing_management', 'routing_management', true),
  item('service_coordinator', 'service_coordinator', true),
  item('config_management', 'config_management', true),
];
