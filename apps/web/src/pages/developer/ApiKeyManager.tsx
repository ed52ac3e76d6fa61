import { apiScopes, type ApiScope } from '@alphadesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useSession } from '../../auth/session.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { apiKeysQueryKey, apiUsageQueryKey, developerApi, type ApiKey } from './api.ts';

const when = (iso: string | null, language: string, never: string) =>
  iso ? new Date(iso).toLocaleString(language, { timeZone: 'Asia/Taipei' }) : never;

/** A diamond member's keys: create (shown once), list with last use, revoke; today's usage. */
export function ApiKeyManager() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  if (status !== 'authenticated' || !user) {
    return (
      <Typography.Paragraph data-testid="api-keys-sign-in">
        {t('developer.signInToManage')}
      </Typography.Paragraph>
    );
  }
  if (user.tier !== 'diamond') {
    return (
      <Alert
        type="info"
        data-testid="api-keys-diamond-only"
        title={t('developer.diamondOnly')}
        action={<ButtonLink to="/pricing">{t('developer.upgrade')}</ButtonLink>}
      />
    );
  }
  return <DiamondKeys />;
}

function DiamondKeys() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ name: string; scopes: ApiScope[] }>();
  const [secret, setSecret] = useState<string | null>(null);
  const keys = useQuery({ queryKey: apiKeysQueryKey, queryFn: developerApi.keys });
  const usage = useQuery({ queryKey: apiUsageQueryKey, queryFn: developerApi.usage });
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
  const create = useMutation({
    mutationFn: (values: { name: string; scopes: ApiScope[] }) =>
      developerApi.create(values.name, values.scopes),
    onSuccess: async (answer) => {
      setSecret(answer.secret);
      form.resetFields();
      await refresh();
    },
  });
  const revoke = useMutation({ mutationFn: developerApi.revoke, onSuccess: refresh });
  const failure = create.error ?? revoke.error ?? keys.error;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {usage.data ? (
        <Typography.Paragraph data-testid="api-usage">
          {t('developer.usageTitle')}：
          {t('developer.usage', {
            today: usage.data.today.toLocaleString(language),
            limit: usage.data.dailyLimit.toLocaleString(language),
            month: usage.data.month.toLocaleString(language),
          })}
        </Typography.Paragraph>
      ) : null}
      {failure ? <Alert type="error" title={errorMessage(failure, language)} /> : null}
      {secret ? (
        <Alert
          type="success"
          data-testid="api-key-secret"
          title={t('developer.created')}
          description={
            <Typography.Text code copyable={{ tooltips: [t('developer.copy'), t('developer.copied')] }}>
              {secret}
            </Typography.Text>
          }
          closable={{ onClose: () => setSecret(null) }}
        />
      ) : null}
      <Form
        form={form}
        layout="inline"
        initialValues={{ scopes: ['quotes:read'] }}
        onFinish={(values) => create.mutate(values)}
      >
        <Form.Item name="name" label={t('developer.name')} rules={[{ required: true, max: 50 }]}>
          <Input placeholder={t('developer.namePlaceholder')} maxLength={50} />
        </Form.Item>
        <Form.Item
          name="scopes"
          label={t('developer.scopes')}
          rules={[{ required: true, type: 'array', min: 1 }]}
        >
          <Checkbox.Group
            options={apiScopes.map((scope) => ({ value: scope, label: t(`developer.scopeNames.${scope}`) }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('developer.create')}
        </Button>
      </Form>
      <Table<ApiKey>
        rowKey="id"
        size="small"
        loading={keys.isPending}
        dataSource={keys.data ?? []}
        pagination={false}
        locale={{ emptyText: t('developer.noKeys') }}
        columns={[
          { title: t('developer.name'), dataIndex: 'name' },
          {
            title: t('developer.prefix'),
            dataIndex: 'prefix',
            render: (prefix: string) => <code>{prefix}…</code>,
          },
          {
            title: t('developer.scopes'),
            dataIndex: 'scopes',
            render: (scopes: ApiScope[]) =>
              scopes.map((scope) => <Tag key={scope}>{t(`developer.scopeNames.${scope}`)}</Tag>),
          },
          {
            title: t('developer.createdAt'),
            dataIndex: 'createdAt',
            render: (at: string) => when(at, language, t('developer.never')),
          },
          {
            title: t('developer.lastUsedAt'),
            dataIndex: 'lastUsedAt',
            render: (at: string | null) => when(at, language, t('developer.never')),
          },
          {
            title: t('developer.status'),
            key: 'status',
            render: (_, key) =>
              key.revokedAt ? (
                <Tag>{t('developer.revoked')}</Tag>
              ) : (
                <Popconfirm title={t('developer.revokeConfirm')} onConfirm={() => revoke.mutate(key.id)}>
                  <Button danger size="small">
                    {t('developer.revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Space>
  );
}
