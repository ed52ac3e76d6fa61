import { Alert } from 'antd';
import { useState } from 'react';

export interface NoticeValue {
  type: 'success' | 'info' | 'error';
  text: string;
}

/** A page's latest outcome message (a refund done, a trial started, a receipt that failed). */
export function useNotice() {
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  return { notice, show: setNotice, clear: () => setNotice(null) };
}

export function Notice({ notice, onClose }: { notice: NoticeValue | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert
      type={notice.type}
      showIcon
      title={notice.text}
      closable={{ onClose }}
      role={notice.type === 'error' ? 'alert' : 'status'}
      className="billing-notice"
      data-testid="billing-notice"
    />
  );
}
