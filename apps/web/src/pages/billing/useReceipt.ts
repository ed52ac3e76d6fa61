import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReceipt } from './api.ts';
import { errorMessage } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';

/** Downloads a payment's PDF receipt; remembers which one is on its way. */
export function useReceipt(onError: (text: string) => void) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [loading, setLoading] = useState<string | null>(null);
  const download = (id: string) => {
    setLoading(id);
    downloadReceipt(id)
      .catch((error: unknown) => onError(errorMessage(error, t, language)))
      .finally(() => setLoading(null));
  };
  return { loading, download };
}
