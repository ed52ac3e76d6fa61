import { apiErrorMessage } from '@alphadesk/ui';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Col,
  Input,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/session.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { ops } from './api.ts';
import { usePolling } from './usePolling.ts';

const environments = ['production', 'staging', 'development', 'test'];
const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false }) : '—';
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Parses what staff typed by the setting's type; JSON for objects. */
function parseInput(type: string, text: string): unknown {
  if (type === 'integer' || type === 'number') return text.trim() === '' ? text : Number(text);
  if (type === 'boolean') return text === 'true';
  if (type === 'json') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Configuration (admin spec §2.16): stored runtime settings, edited inline, secrets never shown. */
export function ConfigPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = AntApp.useApp();
  const can = useCan();
  const mayWrite = can({ module: 'config_management', action: 'write' });
  const [environment, setEnvironment] = useState('production');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | undefined>();
  const [editing, setEditing] = useState<{ key: string; text: string } | null>(null);
  const [format, setFormat] = useState('json');
  const loadItems = useCallback(
    () => ops.configItems({ environment, search, category }),
    [environment, search, category],
  );
  const items = usePolling(loadItems, 60);
  const statistics = usePolling(ops.configStatistics, 60);
  const history = usePolling(ops.configHistory, 60);

  const refresh = () => {
    void items.reload();
    void statistics.reload();
    void history.reload();
  };
  const save = async (key: string, type: string) => {
    if (!editing) return;
    const value = parseInput(type, editing.text);
    try {
      const check = await ops.validateConfig(key, value);
      if (!check.is_valid) {
        void message.error(`${t('ops.invalid')}：${check.validation_errors.join('；')}`);
        return;
      }
      await ops.updateConfig(key, value, environment);
      setEditing(null);
      void message.success(t('ops.updated'));
      refresh();
    } catch (caught) {
      void message.error(apiErrorMessage(caught, language));
    }
  };
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      void message.success(t('ops.updated'));
      refresh();
    } catch (caught) {
      void message.error(apiErrorMessage(caught, language));
    }
  };
  const download = async () => {
    try {
      const exported = await ops.exportConfig(environment, format);
      const url = URL.createObjectURL(new Blob([exported.export_data], { type: 'text/plain;charset=utf-8' }));
      Object.assign(document.createElement('a'), { href: url, download: exported.filename }).click();
      URL.revokeObjectURL(url);
    } catch (caught) {
      void message.error(apiErrorMessage(caught, language));
    }
  };
  const stats = statistics.data;

  return (
    <>
      <Typography.Title level={2}>{t('nav.config_management')}</Typography.Title>
      {items.error ? <Alert type="error" showIcon title={apiErrorMessage(items.error, language)} /> : null}
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={t('ops.settingsTotal')} value={stats?.total ?? '—'} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic
              title={t('ops.overridden', { environment: stats?.active_environment ?? '' })}
              value={stats?.overridden ?? '—'}
            />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic
              title={t('ops.secretsSet')}
              value={stats ? `${stats.secrets_set}/${stats.secrets}` : '—'}
            />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={t('ops.changes24h')} value={stats?.changes_24h ?? '—'} />
          </Card>
        </Col>
      </Row>
      <Space wrap style={{ margin: '16px 0' }}>
        {stats?.categories.map((entry) => (
          <Tag.CheckableTag
            key={entry.category}
            checked={category === entry.category}
            onChange={(checked) => setCategory(checked ? entry.category : undefined)}
          >
            {entry.category}（{entry.overridden}/{entry.total}）
          </Tag.CheckableTag>
        ))}
        <Select
          aria-label={t('ops.environment')}
          value={environment}
          onChange={setEnvironment}
          options={environments.map((value) => ({ value, label: value }))}
        />
        <Input.Search placeholder={t('ops.search')} allowClear onSearch={setSearch} style={{ width: 220 }} />
        <Select
          value={format}
          onChange={setFormat}
          options={['json', 'yaml', 'env'].map((value) => ({ value, label: value }))}
        />
        <Button onClick={() => void download()}>{t('ops.export')}</Button>
      </Space>
      <Table
        rowKey="key"
        size="small"
        pagination={{ pageSize: 50 }}
        dataSource={items.data?.items ?? []}
        data-testid="config-table"
        columns={[
          {
            title: t('ops.key'),
            dataIndex: 'key',
            render: (key: string, item) => <span title={item.description}>{key}</span>,
          },
          { title: t('ops.category'), dataIndex: 'category' },
          { title: t('ops.type'), dataIndex: 'data_type' },
          {
            title: t('ops.value'),
            key: 'value',
            render: (_, item) => {
              if (editing?.key === item.key) {
                const input = item.is_secret ? (
                  <Input.Password
                    autoComplete="new-password"
                    value={editing.text}
                    onChange={(event) => setEditing({ key: item.key, text: event.target.value })}
                  />
                ) : (
                  <Input
                    value={editing.text}
                    onChange={(event) => setEditing({ key: item.key, text: event.target.value })}
                  />
                );
                return (
                  <Space>
                    {input}
                    <Button size="small" type="primary" onClick={() => void save(item.key, item.data_type)}>
                      {t('common.save')}
                    </Button>
                    <Button size="small" onClick={() => setEditing(null)}>
                      {t('common.cancel')}
                    </Button>
                  </Space>
                );
              }
              const text = item.is_secret ? (item.is_set ? '••••••••' : t('ops.notSet')) : shown(item.value);
              return (
                <Space>
                  <Typography.Text code>{text}</Typography.Text>
                  {item.is_default ? <Tag>{t('ops.default')}</Tag> : null}
                  {mayWrite ? (
                    <Button
                      size="small"
                      onClick={() =>
                        setEditing({ key: item.key, text: item.is_secret ? '' : shown(item.value) })
                      }
                    >
                      {t('ops.edit')}
                    </Button>
                  ) : null}
                  {mayWrite && !item.is_default && can({ module: 'config_management', action: 'delete' }) ? (
                    <Button
                      size="small"
                      onClick={() => void run(() => ops.resetConfig(item.key, environment))}
                    >
                      {t('ops.reset')}
                    </Button>
                  ) : null}
                </Space>
              );
            },
          },
          { title: t('ops.readBy'), dataIndex: 'read_by' },
          {
            title: t('ops.updatedBy'),
            dataIndex: 'updated_by',
            render: (value: string | null) => value ?? '—',
          },
          { title: t('ops.updatedAt'), dataIndex: 'updated_at', render: time },
        ]}
      />
      <Card title={t('ops.history')} style={{ marginTop: 16 }}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={history.data?.changes ?? []}
          columns={[
            { title: t('ops.time'), dataIndex: 'changed_at', render: time },
            { title: t('ops.key'), dataIndex: 'key' },
            { title: t('ops.environment'), dataIndex: 'environment' },
            { title: t('ops.action'), dataIndex: 'action' },
            {
              title: t('ops.change'),
              key: 'change',
              render: (_, change) =>
                change.is_secret
                  ? '••••••••'
                  : `${shown(change.old_value ?? t('ops.default'))} → ${shown(change.new_value ?? t('ops.default'))}`,
            },
            { title: t('ops.reason'), dataIndex: 'reason' },
            { title: t('ops.actor'), dataIndex: 'changed_by' },
            {
              title: '',
              key: 'restore',
              render: (_, change) =>
                mayWrite && !change.is_secret ? (
                  <Button size="small" onClick={() => void run(() => ops.restoreConfig(change.id))}>
                    {t('ops.restore')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>
    </>
  );
}
