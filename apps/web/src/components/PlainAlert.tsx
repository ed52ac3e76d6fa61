import { CheckCircleFilled, CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';

export interface PlainAlertProps {
  type: 'success' | 'info' | 'error';
  title: ReactNode;
  description?: ReactNode;
  /** A button on the right (e.g. retry). */
  action?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

const icons = { success: CheckCircleFilled, info: InfoCircleFilled, error: CloseCircleFilled };

/**
 * antd's Alert look (icon, title, description, action) in plain markup, for the public pages that
 * load without antd. Like antd's, it is announced (role="alert").
 */
export function PlainAlert({ type, title, description, action, className, ...rest }: PlainAlertProps) {
  const Icon = icons[type];
  return (
    <div
      role="alert"
      className={['plain-alert', `plain-alert--${type}`, className].filter(Boolean).join(' ')}
      data-testid={rest['data-testid']}
    >
      <Icon className="plain-alert__icon" aria-hidden />
      <div className="plain-alert__content">
        <div className="plain-alert__title">{title}</div>
        {description ? <div className="plain-alert__description">{description}</div> : null}
      </div>
      {action ? <div className="plain-alert__action">{action}</div> : null}
    </div>
  );
}
