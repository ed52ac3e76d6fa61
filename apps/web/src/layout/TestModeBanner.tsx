import { ExclamationCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import type { HealthResponse, TestMode } from '@alphadesk/contracts';
import type { Language } from '@alphadesk/ui/plain';
import { api } from '../api/client.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

const texts: Record<
  Language,
  {
    title: string;
    colon: string;
    mailbox: string;
    payments: string;
    separator: string;
  }
> = {
  'zh-TW': {
    title: '測試模式',
    colon: '：',
    mailbox: '信件不會寄出，只保留在開發用信箱',
    payments: '付款為模擬交易，不會實際扣款',
    separator: '；',
  },
  'zh-CN': {
    title: '测试模式',
    colon: '：',
    mailbox: '邮件不会寄出，只保留在开发用信箱',
    payments: '付款为模拟交易，不会实际扣款',
    separator: '；',
  },
  'en-US': {
    title: 'Test mode',
    colon: ': ',
    mailbox: 'mail is not sent, only kept in the development mailbox',
    payments: 'payments are simulated and charge nothing',
    separator: '; ',
  },
};

export const testModeQueryKey = ['health', 'test-mode'] as const;

/**
 * A strip on every page (pinned to the bottom of the window) while the server runs with test conveniences (the development mailbox,
 * a payment sandbox), so nobody mistakes a test site for the real one. Nothing when it cannot tell.
 */
export function TestModeBanner() {
  const language = useLanguage();
  const health = useQuery({
    queryKey: testModeQueryKey,
    queryFn: ({ signal }) => api.get<HealthResponse>('/api/health', { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  // A pre-rendered page may carry the strip the server put in before any script ran (outside the
  // app's root); from the first answer on, this component's own strip takes its place.
  const settled = health.isFetched;
  useLayoutEffect(() => {
    if (settled) document.getElementById(STATIC_BANNER_ID)?.remove();
  }, [settled]);
  const mode = health.data?.testMode;
  if (!mode?.active) return null;
  return <TestModeStrip mode={mode} language={language} />;
}

/** The id of the strip the server adds to a pre-rendered page (see TestModeStrip). */
export const STATIC_BANNER_ID = 'test-mode-static';

/**
 * The strip itself. The build also renders it (src/prerender.tsx) for the server to put into the
 * pre-rendered pages while it runs in test mode: `standalone` is that copy, outside the app.
 */
export function TestModeStrip({
  mode,
  language,
  standalone = false,
}: {
  mode: Omit<TestMode, 'active'>;
  language: Language;
  standalone?: boolean;
}) {
  const text = texts[language];
  const parts = [mode.devMailbox ? text.mailbox : null, mode.paymentSandbox ? text.payments : null];
  return (
    // antd's warning banner look in plain markup: this strip is on every public page's first load.
    <div
      className="test-mode-banner"
      {...(standalone ? { id: STATIC_BANNER_ID } : { role: 'alert', 'data-testid': 'test-mode-banner' })}
    >
      <ExclamationCircleFilled className="test-mode-banner__icon" aria-hidden />
      <span>{`${text.title}${text.colon}${parts.filter(Boolean).join(text.separator)}`}</span>
    </div>
  );
}
