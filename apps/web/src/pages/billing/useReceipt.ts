import { useState } from 'react';
import { downloadReceipt } from './api.ts';
import { errorMessage } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';

/** Downloads a payment's PDF receipt; remembers which one is on its way. */
export function useReceipt(onError: (text: string) => void) {
  const language = useLanguage();
  const [loading, setLoading] = useState<string | null>(null);
  const download = (id: string) => {
    setLoading(id);
    downloadReceipt(id)
      .catch((error: unknown) => onError(errorMessage(error, language)))
      .finally(() => setLoading(null));
  };
  return { loading, download };
}
