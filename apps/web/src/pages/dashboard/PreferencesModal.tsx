import type { Preferences } from '@alphadesk/contracts';
import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Result, Skeleton, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useSession } from '../../auth/session.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { changeLanguage } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import './preferences.css';
import {
  DisplaySection,
  NotificationSection,
  PrivacySection,
  TradingSection,
} from './PreferenceSections.tsx';
import { usePreferences, useSavePreferences } from './preferencesApi.ts';

/** "Saved" shows this long before the button returns to normal (spec §4). */
export const SAVED_MS = 2000;

/** Loaded on open, edited locally, saved as a whole; the chosen language applies on save. */
function PreferencesEditor() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = usePreferences();
  const save = useSavePreferences();
  const [draft, setDraft] = useState<Preferences | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const value = draft ?? query.data?.preferences;

  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setSavedAt(null), SAVED_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError || !value) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('preferences.loadFailed')}
        description={errorMessage(query.error, language)}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }

  const submit = () =>
    save.mutate(value, {
      onSuccess: async ({ preferences }) => {
        setDraft(null);
        setSavedAt(Date.now());
        if (preferences.display.language !== language) await changeLanguage(preferences.display.language);
      },
    });
  const sectionProps = { value, onChange: setDraft };
  const saveState = save.isPending ? 'saving' : savedAt !== null ? 'saved' : 'idle';

  return (
    <>
      <Tabs
        items={[
          {
            key: 'notifications',
            label: t('preferences.sections.notifications'),
            children: <NotificationSection {...sectionProps} />,
          },
          {
            key: 'display',
            label: t('preferences.sections.display'),
            children: <DisplaySection {...sectionProps} />,
          },
          {
            key: 'trading',
            label: t('preferences.sections.trading'),
            children: <TradingSection {...sectionProps} />,
          },
          {
            key: 'privacy',
            label: t('preferences.sections.privacy'),
            children: <PrivacySection {...sectionProps} />,
          },
          { key: 'account', label: t('preferences.sections.account'), children: <ChangePasswordForm /> },
        ]}
      />
      {save.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(save.error, language)}
          className="preferences__error"
        />
      ) : null}
      <div className="preferences__footer">
        <Button
          type="primary"
          size="large"
          onClick={submit}
          loading={saveState === 'saving'}
          icon={saveState === 'saved' ? <CheckOutlined /> : undefined}
          data-testid="preferences-save"
          data-state={saveState}
        >
          {t(`preferences.${saveState === 'idle' ? 'save' : saveState}`)}
        </Button>
      </div>
    </>
  );
}

/** The dashboard's settings: notifications, display, trading, privacy and the password. */
export function PreferencesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const isGuest = user?.kind === 'guest';
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('preferences.title')}
      footer={null}
      width={680}
      destroyOnHidden
      className="preferences-modal"
    >
      {isGuest ? (
        <Result
          status="info"
          title={t('preferences.guestTitle')}
          subTitle={t('preferences.guestText')}
          extra={
            <ButtonLink to="/auth?mode=register" type="primary">
              {t('common.register')}
            </ButtonLink>
          }
        />
      ) : (
        <PreferencesEditor />
      )}
    </Modal>
  );
}
