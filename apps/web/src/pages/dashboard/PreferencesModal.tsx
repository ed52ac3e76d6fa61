import { errorMessage as catalogueMessage, type Preferences } from '@alphadesk/contracts';
import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Result, Skeleton, Tabs } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
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
import { usePreferences, useSavePreferences } from '../../display/preferences.ts';

/** "Saved" shows this long before the button returns to normal (spec §4). */
export const SAVED_MS = 2000;

/**
 * The loaded preferences in one antd Form, checked by the contract's schema and saved as a whole;
 * the chosen language applies on save.
 */
function PreferencesForm({ loaded }: { loaded: Preferences }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [form] = Form.useForm<Preferences>();
  const [tab, setTab] = useState<string>('notifications');
  const save = useSavePreferences();
  const { isSuccess, submittedAt, reset } = save;

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(reset, SAVED_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, submittedAt, reset]);

  // The whole store, not only the fields shown: favourite analysts go back as they were loaded.
  const submit = () =>
    save.mutate(form.getFieldsValue(true), {
      onSuccess: async ({ preferences }) => {
        form.setFieldsValue(preferences);
        if (preferences.display.language !== language) await changeLanguage(preferences.display.language);
      },
    });
  const saveState = save.isPending ? 'saving' : isSuccess ? 'saved' : 'idle';
  // Every section is rendered up front so its rules run even in a tab the member never opened.
  const section = (key: keyof Preferences, children: ReactNode) => ({
    key,
    label: t(`preferences.sections.${key}`),
    children,
    forceRender: true,
  });

  return (
    <>
      {/* No <form> element: the password form in the last tab is a form of its own. */}
      <Form
        form={form}
        component={false}
        initialValues={loaded}
        onFinish={submit}
        // A refused setting may sit in a tab that is not open: show that tab.
        onFinishFailed={({ errorFields }) => setTab(String(errorFields[0]?.name[0] ?? tab))}
      >
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            section('notifications', <NotificationSection />),
            section('display', <DisplaySection storedTimezone={loaded.display.timezone} />),
            section('trading', <TradingSection />),
            section('privacy', <PrivacySection />),
            { key: 'account', label: t('preferences.sections.account'), children: <ChangePasswordForm /> },
          ]}
        />
      </Form>
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
          onClick={() => form.submit()}
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

/** Loaded afresh on open; the form starts from the answer. */
function PreferencesEditor() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = usePreferences();

  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError) {
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
  return <PreferencesForm loaded={query.data.preferences} />;
}

/** The dashboard's settings: notifications, display, trading, privacy and the password. */
export function PreferencesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
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
          subTitle={catalogueMessage('REGISTRATION_REQUIRED', language)}
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
