import type { Article, ContentCategory, ContentTag, MediaFile } from '@alphadesk/contracts';
import { articleStatuses } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import {
  Alert,
  App as AntApp,
  Button,
  Card,
  Checkbox,
  Form,
  Image,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/session.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useLoad } from '../finance/useLoad.ts';
import {
  batchArticles,
  readArticleAloud,
  createArticle,
  deleteArticle,
  deleteCategory,
  deleteMedia,
  deleteTag,
  listArticles,
  listCategories,
  listMedia,
  listTags,
  previewMarkdown,
  saveCategory,
  saveTag,
  updateArticle,
  uploadMedia,
  type ArticleInput,
} from './api.ts';

const statusColour = { draft: 'default', published: 'green', archived: 'orange' } as const;
const required = '請填寫標題和內容';

type Fail = (caught: unknown) => void;

/** The add and edit modal (spec §5: title and content required, '請填寫標題和內容'). */
function ArticleModal(props: {
  article: Article | null;
  open: boolean;
  categories: ContentCategory[];
  tags: ContentTag[];
  onClose: () => void;
  onSaved: () => void;
  fail: Fail;
}) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm();
  const [preview, setPreview] = useState<string | null>(null);
  const initial = props.article
    ? {
        ...props.article,
        tag_ids: props.article.tags.map((tag) => tag.id),
        scheduled_at: props.article.scheduled_at ? props.article.scheduled_at.slice(0, 16) : '',
      }
    : { status: 'draft', is_featured: false, tag_ids: [], category_id: null };
  const save = async () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const title = String(values.title ?? '').trim();
    const content = String(values.content ?? '').trim();
    if (!title || !content) {
      void message.error(required);
      return;
    }
    const input: ArticleInput = {
      title,
      content,
      summary: String(values.summary ?? ''),
      category_id: (values.category_id as string | null) ?? null,
      tag_ids: (values.tag_ids as string[]) ?? [],
      status: values.status as Article['status'],
      is_featured: Boolean(values.is_featured),
      scheduled_at: values.scheduled_at ? new Date(String(values.scheduled_at)).toISOString() : null,
      seo_title: String(values.seo_title ?? ''),
      seo_description: String(values.seo_description ?? ''),
      seo_keywords: String(values.seo_keywords ?? ''),
      ...(values.slug ? { slug: String(values.slug) } : {}),
    };
    try {
      if (props.article) await updateArticle(props.article.id, input);
      else await createArticle(input);
      void message.success(t('contentDesk.saved'));
      props.onSaved();
    } catch (caught) {
      props.fail(caught);
    }
  };
  const showPreview = async () => {
    try {
      setPreview((await previewMarkdown(String(form.getFieldValue('content') ?? ''))).html);
    } catch (caught) {
      props.fail(caught);
    }
  };
  return (
    <Modal
      open={props.open}
      destroyOnHidden
      width={820}
      title={t(props.article ? 'contentDesk.edit' : 'contentDesk.add')}
      onCancel={props.onClose}
      footer={[
        <Button key="preview" onClick={() => void showPreview()}>
          {t('contentDesk.preview')}
        </Button>,
        <Button key="cancel" onClick={props.onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" onClick={() => void save()}>
          {t('common.save')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
        <Form.Item name="title" label={t('contentDesk.articleTitle')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="content" label={t('contentDesk.content')}>
          <Input.TextArea rows={10} />
        </Form.Item>
        <Form.Item name="summary" label={t('contentDesk.summary')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="slug" label={t('contentDesk.slug')}>
            <Input style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="status" label={t('contentDesk.status')}>
            <Select
              style={{ width: 140 }}
              options={articleStatuses.map((value) => ({ value, label: t(`contentDesk.statuses.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="category_id" label={t('contentDesk.category')}>
            <Select
              style={{ width: 180 }}
              options={[
                { value: null, label: t('contentDesk.none') },
                ...props.categories.map((category) => ({ value: category.id, label: category.name })),
              ]}
            />
          </Form.Item>
          <Form.Item name="scheduled_at" label={t('contentDesk.scheduledAt')}>
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item name="is_featured" valuePropName="checked" label={t('contentDesk.featured')}>
            <Checkbox />
          </Form.Item>
        </Space>
        <Form.Item name="tag_ids" label={t('contentDesk.tags')}>
          <Select mode="multiple" options={props.tags.map((tag) => ({ value: tag.id, label: tag.name }))} />
        </Form.Item>
        <Form.Item name="seo_title" label={t('contentDesk.seoTitle')}>
          <Input maxLength={70} />
        </Form.Item>
        <Form.Item name="seo_description" label={t('contentDesk.seoDescription')}>
          <Input maxLength={160} />
        </Form.Item>
        <Form.Item name="seo_keywords" label={t('contentDesk.seoKeywords')}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
      {preview !== null ? (
        <Card size="small" title={t('contentDesk.preview')}>
          {/* The server rendered and sanitised this HTML (no script, handler or unsafe link survives). */}
          <div className="article-preview" dangerouslySetInnerHTML={{ __html: preview }} />
        </Card>
      ) : null}
    </Modal>
  );
}

function ArticlesTab({ fail }: { fail: Fail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = AntApp.useApp();
  const can = useCan();
  const mayWrite = can({ module: 'content_management', action: 'write' });
  const mayDelete = can({ module: 'content_management', action: 'delete' });
  const mayReadAloud = can({ module: 'tts_management', action: 'write' });
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Article | null | undefined>(undefined);
  const [tick, setTick] = useState(0);
  const articles = useLoad(() => listArticles(page, status, search), [page, status, search, tick]);
  const categories = useLoad(listCategories, [tick]);
  const tags = useLoad(listTags, [tick]);
  const reload = () => setTick((value) => value + 1);
  const batch = async (action: 'publish' | 'archive' | 'delete') => {
    try {
      const { affected } = await batchArticles(action, selected);
      void message.success(t('contentDesk.batchDone', { count: affected }));
      setSelected([]);
      reload();
    } catch (caught) {
      fail(caught);
    }
  };
  const rows = articles.data?.articles ?? [];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {mayWrite ? (
          <Button type="primary" onClick={() => setEditing(null)}>
            {t('contentDesk.add')}
          </Button>
        ) : null}
        <Input.Search
          allowClear
          placeholder={t('contentDesk.search')}
          style={{ width: 260 }}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Select
          allowClear
          placeholder={t('contentDesk.status')}
          style={{ width: 140 }}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={articleStatuses.map((value) => ({ value, label: t(`contentDesk.statuses.${value}`) }))}
        />
      </Space>
      {selected.length > 0 && mayWrite ? (
        <Space wrap className="batch-bar">
          <Typography.Text>{t('contentDesk.selected', { count: selected.length })}</Typography.Text>
          <Button onClick={() => setSelected(rows.map((row) => row.id))}>{t('contentDesk.selectAll')}</Button>
          <Button onClick={() => setSelected([])}>{t('contentDesk.deselect')}</Button>
          <Button onClick={() => void batch('publish')}>{t('contentDesk.publish')}</Button>
          <Button onClick={() => void batch('archive')}>{t('contentDesk.archive')}</Button>
          {mayDelete ? (
            <Popconfirm title={t('contentDesk.confirmBatchDelete')} onConfirm={() => void batch('delete')}>
              <Button danger>{t('contentDesk.delete')}</Button>
            </Popconfirm>
          ) : null}
        </Space>
      ) : null}
      {articles.error ? <Alert type="error" message={apiErrorMessage(articles.error, language)} /> : null}
      <Table<Article>
        rowKey="id"
        loading={articles.loading}
        dataSource={rows}
        rowSelection={
          mayWrite
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }
            : undefined
        }
        pagination={{
          current: page,
          pageSize: 20,
          total: articles.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('contentDesk.articleTitle'), dataIndex: 'title' },
          {
            title: t('contentDesk.status'),
            dataIndex: 'status',
            render: (value: Article['status'], record) => (
              <Space>
                <Tag color={statusColour[value]}>{t(`contentDesk.statuses.${value}`)}</Tag>
                {record.is_featured ? <Tag color="gold">{t('contentDesk.featured')}</Tag> : null}
                {record.scheduled_at ? (
                  <Tag>{new Date(record.scheduled_at).toLocaleString(language)}</Tag>
                ) : null}
              </Space>
            ),
          },
          {
            title: t('contentDesk.category'),
            dataIndex: 'category_name',
            render: (value: string | null) => value ?? '—',
          },
          {
            title: t('contentDesk.tags'),
            dataIndex: 'tags',
            render: (value: Article['tags']) =>
              value.map((tag) => (
                <Tag key={tag.id} color={tag.color}>
                  {tag.name}
                </Tag>
              )),
          },
          { title: t('contentDesk.author'), dataIndex: 'author' },
          { title: t('contentDesk.views'), dataIndex: 'views' },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, record) => (
              <Space>
                {mayWrite ? (
                  <Button onClick={() => setEditing(record)}>{t('contentDesk.edit')}</Button>
                ) : null}
                {mayReadAloud ? (
                  <Button
                    onClick={async () => {
                      try {
                        await readArticleAloud(record.id);
                        void message.success(t('contentDesk.readAloudQueued'));
                      } catch (caught) {
                        fail(caught);
                      }
                    }}
                  >
                    {t('contentDesk.readAloud')}
                  </Button>
                ) : null}
                {mayDelete ? (
                  <Popconfirm
                    title={t('contentDesk.confirmDelete')}
                    onConfirm={async () => {
                      try {
                        await deleteArticle(record.id);
                        void message.success(t('contentDesk.deleted'));
                        reload();
                      } catch (caught) {
                        fail(caught);
                      }
                    }}
                  >
                    <Button danger>{t('contentDesk.delete')}</Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined ? (
        <ArticleModal
          open
          article={editing}
          categories={categories.data?.categories ?? []}
          tags={tags.data?.tags ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
          fail={fail}
        />
      ) : null}
    </Space>
  );
}

function CategoriesTab({ fail }: { fail: Fail }) {
  const { t } = useTranslation();
  const can = useCan();
  const [tick, setTick] = useState(0);
  const [form] = Form.useForm();
  const categories = useLoad(listCategories, [tick]);
  const rows = categories.data?.categories ?? [];
  const nameOf = new Map(rows.map((row) => [row.id, row.name]));
  const add = async (values: { name: string; slug: string; description?: string; parent_id?: string }) => {
    try {
      await saveCategory(null, {
        ...values,
        description: values.description ?? '',
        parent_id: values.parent_id ?? null,
      });
      form.resetFields();
      setTick((value) => value + 1);
    } catch (caught) {
      fail(caught);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {can({ module: 'content_management', action: 'write' }) ? (
        <Form form={form} layout="inline" onFinish={(values) => void add(values)}>
          <Form.Item name="name" rules={[{ required: true, message: t('contentDesk.name') }]}>
            <Input placeholder={t('contentDesk.name')} />
          </Form.Item>
          <Form.Item name="slug" rules={[{ required: true, message: t('contentDesk.slug') }]}>
            <Input placeholder={t('contentDesk.slug')} />
          </Form.Item>
          <Form.Item name="description">
            <Input placeholder={t('contentDesk.description')} />
          </Form.Item>
          <Form.Item name="parent_id">
            <Select
              allowClear
              placeholder={t('contentDesk.parent')}
              style={{ width: 160 }}
              options={rows.map((row) => ({ value: row.id, label: row.name }))}
            />
          </Form.Item>
          <Button htmlType="submit" type="primary">
            {t('contentDesk.addCategory')}
          </Button>
        </Form>
      ) : null}
      <Table<ContentCategory>
        rowKey="id"
        loading={categories.loading}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: t('contentDesk.name'), dataIndex: 'name' },
          { title: t('contentDesk.slug'), dataIndex: 'slug' },
          {
            title: t('contentDesk.parent'),
            dataIndex: 'parent_id',
            render: (value: string | null) => (value ? nameOf.get(value) : '—'),
          },
          { title: t('contentDesk.articleCount'), dataIndex: 'article_count' },
          {
            title: t('contentDesk.active'),
            dataIndex: 'is_active',
            render: (value: boolean) => (value ? '✓' : '—'),
          },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, record) =>
              can({ module: 'content_management', action: 'delete' }) ? (
                <Popconfirm
                  title={t('contentDesk.delete')}
                  onConfirm={() => deleteCategory(record.id).then(() => setTick((value) => value + 1), fail)}
                >
                  <Button danger>{t('contentDesk.delete')}</Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Space>
  );
}

function TagsTab({ fail }: { fail: Fail }) {
  const { t } = useTranslation();
  const can = useCan();
  const [tick, setTick] = useState(0);
  const [form] = Form.useForm();
  const tags = useLoad(listTags, [tick]);
  const add = async (values: { name: string; color?: string }) => {
    try {
      await saveTag(null, { name: values.name, color: values.color ?? '#1677ff' });
      form.resetFields();
      setTick((value) => value + 1);
    } catch (caught) {
      fail(caught);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {can({ module: 'content_management', action: 'write' }) ? (
        <Form
          form={form}
          layout="inline"
          initialValues={{ color: '#1677ff' }}
          onFinish={(values) => void add(values)}
        >
          <Form.Item name="name" rules={[{ required: true, message: t('contentDesk.name') }]}>
            <Input placeholder={t('contentDesk.name')} />
          </Form.Item>
          <Form.Item name="color">
            <Input type="color" style={{ width: 60 }} aria-label={t('contentDesk.color')} />
          </Form.Item>
          <Button htmlType="submit" type="primary">
            {t('contentDesk.addTag')}
          </Button>
        </Form>
      ) : null}
      <Table<ContentTag>
        rowKey="id"
        loading={tags.loading}
        dataSource={tags.data?.tags ?? []}
        pagination={false}
        columns={[
          {
            title: t('contentDesk.name'),
            dataIndex: 'name',
            render: (value: string, record) => <Tag color={record.color}>{value}</Tag>,
          },
          { title: t('contentDesk.color'), dataIndex: 'color' },
          { title: t('contentDesk.usage'), dataIndex: 'usage_count' },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, record) =>
              can({ module: 'content_management', action: 'delete' }) ? (
                <Popconfirm
                  title={t('contentDesk.delete')}
                  onConfirm={() => deleteTag(record.id).then(() => setTick((value) => value + 1), fail)}
                >
                  <Button danger>{t('contentDesk.delete')}</Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Space>
  );
}

function MediaTab({ fail }: { fail: Fail }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const can = useCan();
  const [tick, setTick] = useState(0);
  const media = useLoad(listMedia, [tick]);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      await uploadMedia(file);
      void message.success(t('contentDesk.uploaded'));
      setTick((value) => value + 1);
    } catch (caught) {
      fail(caught);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {can({ module: 'content_management', action: 'write' }) ? (
        <label>
          {t('contentDesk.upload')}{' '}
          <input type="file" onChange={(event) => void upload(event.target.files?.[0])} />
        </label>
      ) : null}
      <Table<MediaFile>
        rowKey="id"
        loading={media.loading}
        dataSource={media.data?.media ?? []}
        pagination={false}
        columns={[
          {
            title: '',
            dataIndex: 'thumbnail_url',
            render: (value: string | null) => (value ? <Image src={value} width={80} /> : null),
          },
          {
            title: t('contentDesk.name'),
            dataIndex: 'filename',
            render: (value: string, record) => <a href={record.url}>{value}</a>,
          },
          { title: t('contentDesk.type'), dataIndex: 'mime_type' },
          {
            title: t('contentDesk.size'),
            dataIndex: 'size',
            render: (value: number) => `${Math.ceil(value / 1024)} KB`,
          },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, record) =>
              can({ module: 'content_management', action: 'delete' }) ? (
                <Popconfirm
                  title={t('contentDesk.delete')}
                  onConfirm={() => deleteMedia(record.id).then(() => setTick((value) => value + 1), fail)}
                >
                  <Button danger>{t('contentDesk.delete')}</Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Space>
  );
}

/** Content management (admin spec §2.12): articles, categories, tags and media. */
export function ContentPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = AntApp.useApp();
  const fail: Fail = (caught) => void message.error(apiErrorMessage(caught, language));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={3}>{t('contentDesk.title')}</Typography.Title>
      <Tabs
        items={[
          { key: 'articles', label: t('contentDesk.articles'), children: <ArticlesTab fail={fail} /> },
          { key: 'categories', label: t('contentDesk.categories'), children: <CategoriesTab fail={fail} /> },
          { key: 'tags', label: t('contentDesk.tags'), children: <TagsTab fail={fail} /> },
          { key: 'media', label: t('contentDesk.media'), children: <MediaTab fail={fail} /> },
        ]}
      />
    </Space>
  );
}
