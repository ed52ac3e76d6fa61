import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import type { TestServer } from '../../../testing/server.ts';
import { buildMember, randomIp } from '../../../testing/factories.ts';
import type { SampleContext } from '../../staff/testing/mutation-samples.ts';
import type { TestStaff } from '../../staff/testing/staff.ts';

/** A tiny real PNG, made by sharp. */
export const samplePng = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

async function created<T>(server: TestServer, staff: TestStaff, url: string, payload: object): Promise<T> {
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: staff.headers,
    payload,
    remoteAddress: randomIp(),
  });
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
  return response.json() as T;
}

export const sampleArticle = (server: TestServer, staff: TestStaff, overrides: object = {}) =>
  created<{ article: { id: string; slug: string } }>(server, staff, '/api/admin/content/articles', {
    title: `Sample ${randomUUID().slice(0, 8)}`,
    content: '# 標題\n\n內容',
    ...overrides,
  }).then((body) => body.article);

const sampleCategory = (server: TestServer, staff: TestStaff) =>
  created<{ category: { id: string } }>(server, staff, '/api/admin/content/categories', {
    name: '市場觀點',
    slug: `market-${randomUUID().slice(0, 8)}`,
  }).then((body) => body.category);

const sampleTag = (server: TestServer, staff: TestStaff) =>
  created<{ tag: { id: string } }>(server, staff, '/api/admin/content/tags', {
    name: `tag-${randomUUID().slice(0, 8)}`,
    color: '#ff8800',
  }).then((body) => body.tag);

async function memberTicket(server: TestServer): Promise<string> {
  const member = await buildMember(server);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/support/my-tickets',
    headers: member.headers,
    payload: { category: 'technical', subject: '無法登入', message: '登入後一直跳回首頁，請協助。' },
    remoteAddress: randomIp(),
  });
  return (response.json() as { ticket: { id: string } }).ticket.id;
}

/** A succeeding request for each content and customer-service mutation (each audits once). */
export const serviceContentMutationSamples: Record<
  string,
  (context: SampleContext) => Promise<InjectOptions>
> = {
  'POST /api/admin/content/articles': async ({ root }) => ({
    method: 'POST',
    url: '/api/admin/content/articles',
    headers: root.headers,
    payload: { title: '新文章', content: '內容' },
  }),
  'PUT /api/admin/content/articles/:id': async ({ server, root }) => {
    const article = await sampleArticle(server, root);
    return {
      method: 'PUT',
      url: `/api/admin/content/articles/${article.id}`,
      headers: root.headers,
      payload: { title: '改過的標題', content: '新內容', status: 'published' },
    };
  },
  'DELETE /api/admin/content/articles/:id': async ({ server, root }) => {
    const article = await sampleArticle(server, root);
    return { method: 'DELETE', url: `/api/admin/content/articles/${article.id}`, headers: root.headers };
  },
  'POST /api/admin/content/articles/batch': async ({ server, root }) => {
    const article = await sampleArticle(server, root);
    return {
      method: 'POST',
      url: '/api/admin/content/articles/batch',
      headers: root.headers,
      payload: { action: 'publish', ids: [article.id] },
    };
  },
  'POST /api/admin/content/categories': async ({ root }) => ({
    method: 'POST',
    url: '/api/admin/content/categories',
    headers: root.headers,
    payload: { name: '教學', slug: `guide-${randomUUID().slice(0, 8)}` },
  }),
  'PUT /api/admin/content/categories/:id': async ({ server, root }) => {
    const category = await sampleCategory(server, root);
    return {
      method: 'PUT',
      url: `/api/admin/content/categories/${category.id}`,
      headers: root.headers,
      payload: { name: '教學文章', slug: `guides-${randomUUID().slice(0, 8)}` },
    };
  },
  'DELETE /api/admin/content/categories/:id': async ({ server, root }) => {
    const category = await sampleCategory(server, root);
    return { method: 'DELETE', url: `/api/admin/content/categories/${category.id}`, headers: root.headers };
  },
  'POST /api/admin/content/tags': async ({ root }) => ({
    method: 'POST',
    url: '/api/admin/content/tags',
    headers: root.headers,
    payload: { name: `台積電-${randomUUID().slice(0, 8)}`, color: '#00aa55' },
  }),
  'PUT /api/admin/content/tags/:id': async ({ server, root }) => {
    const tag = await sampleTag(server, root);
    return {
      method: 'PUT',
      url: `/api/admin/content/tags/${tag.id}`,
      headers: root.headers,
      payload: { name: `renamed-${randomUUID().slice(0, 8)}`, color: '#123456' },
    };
  },
  'DELETE /api/admin/content/tags/:id': async ({ server, root }) => {
    const tag = await sampleTag(server, root);
    return { method: 'DELETE', url: `/api/admin/content/tags/${tag.id}`, headers: root.headers };
  },
  'POST /api/admin/content/media': async ({ root }) => ({
    method: 'POST',
    url: '/api/admin/content/media?filename=chart.png',
    headers: { ...root.headers, 'content-type': 'application/octet-stream' },
    payload: await samplePng(),
  }),
  'DELETE /api/admin/content/media/:id': async ({ server, root }) => {
    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/admin/content/media?filename=chart.png',
      headers: { ...root.headers, 'content-type': 'application/octet-stream' },
      payload: await samplePng(),
      remoteAddress: randomIp(),
    });
    const { media } = upload.json() as { media: { id: string } };
    return { method: 'DELETE', url: `/api/admin/content/media/${media.id}`, headers: root.headers };
  },
  'PATCH /api/admin/support/tickets/:id': async ({ server, root }) => ({
    method: 'PATCH',
    url: `/api/admin/support/tickets/${await memberTicket(server)}`,
    headers: root.headers,
    payload: { priority: 'high' },
  }),
  'POST /api/admin/support/tickets/:id/replies': async ({ server, root }) => ({
    method: 'POST',
    url: `/api/admin/support/tickets/${await memberTicket(server)}/replies`,
    headers: root.headers,
    payload: { message: '您好，已為您處理。' },
  }),
};

/** Content and customer-service mutation routes that write no audit entry, and why. */
export const serviceContentNotAudited: Record<string, string> = {
  'POST /api/admin/content/preview': 'renders Markdown for the editor and stores nothing',
};
