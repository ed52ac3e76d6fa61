import type { FinanceRecord } from '@alphadesk/contracts';
import { financeRecordStatuses } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import {
  Alert,
  App as AntApp,
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/session.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { twd } from '../money-format.ts';
import { createRecord, listRecords, updateRecordStatus } from './api.ts';
import { useLoad } from './useLoad.ts';

/** General income and expense entries staff add (spec §3 general transaction). */
export function RecordsTab({ refreshKey }: { refreshKey: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = AntApp.useApp();
  const can = useCan();
  const mayWrite = can({ module: 'financial_management', action: 'write' });
  const [page, setPage] = useState(1);
  const [form] = Form.useForm();
  const { data, error, loading, reload } = useLoad(() => listRecords(page), [page, refreshKey]);
  const fail = (caught: unknown) => void message.error(apiErrorMessage(caught, language));

  const add = async (values: {
    type: 'income' | 'expense';
    category: string;
    amount: number;
    description?: string;
    date: { format(pattern: string): string };
  }) => {
    try {
      await createRecord({
        type: values.type,
        category: values.category,
        amount: values.amount,
        description: values.description ?? '',
        date: values.date.format('YYYY-MM-DD'),
        status: 'completed',
      });
      form.resetFields();
      void message.success(t('money.finance.recordSaved'));
      void reload();
    } catch (caught) {
      fail(caught);
    }
  };
  const setStatus = async (record: FinanceRecord, status: FinanceRecord['status']) => {
    try {
      await updateRecordStatus(record.id, status);
      void reload();
    } catch (caught) {
      fail(caught);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error, language)} /> : null}
      {mayWrite ? (
        <Form
          form={form}
          layout="inline"
          onFinish={(values) => void add(values)}
          initialValues={{ type: 'expense' }}
        >
          <Form.Item name="type" rules={[{ required: true }]}>
            <Select
              style={{ width: 110 }}
              options={[
                { value: 'income', label: t('money.finance.income') },
                { value: 'expense', label: t('money.finance.expense') },
              ]}
            />
          </Form.Item>
          <Form.Item name="category" rules={[{ required: true, max: 50 }]}>
            <Input placeholder={t('money.finance.category')} />
          </Form.Item>
          <Form.Item name="amount" rules={[{ required: true }]}>
            <InputNumber min={1} max={10_000_000} precision={0} placeholder={t('money.amount')} />
          </Form.Item>
          <Form.Item name="date" rules={[{ required: true }]}>
            <DatePicker />
          </Form.Item>
          <Form.Item name="description">
            <Input placeholder={t('money.description')} maxLength={500} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('money.finance.addRecord')}
          </Button>
        </Form>
      ) : null}
      <Table<FinanceRecord>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data?.records ?? []}
        pagination={{ current: page, pageSize: 20, total: data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('money.time'), dataIndex: 'date' },
          {
            title: t('money.finance.type'),
            dataIndex: 'type',
            render: (v: string) => (
              <Tag color={v === 'income' ? 'red' : 'green'}>
                {v === 'income' ? t('money.finance.income') : t('money.finance.expense')}
              </Tag>
            ),
          },
          { title: t('money.finance.category'), dataIndex: 'category' },
          { title: t('money.amount'), dataIndex: 'amount', render: twd },
          { title: t('money.description'), dataIndex: 'description' },
          {
            title: t('money.status'),
            dataIndex: 'status',
            render: (v: FinanceRecord['status'], row) =>
              mayWrite ? (
                <Select
                  size="small"
                  value={v}
                  style={{ width: 130 }}
                  onChange={(next: FinanceRecord['status']) => void setStatus(row, next)}
                  options={financeRecordStatuses.map((value) => ({ value, label: value }))}
                />
              ) : (
                v
              ),
          },
          { title: t('money.finance.createdBy'), dataIndex: 'created_by' },
        ]}
      />
    </Space>
  );
}
