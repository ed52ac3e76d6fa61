import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { contentArticles, eq } from '@alphadesk/db';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { randomIp } from '../../testing/factories.ts';
import { buildStaffAccount, type TestStaff } from '../staff/testing/staff.ts';
import { renderMarkdown } from './markdown.ts';
import { sampleArticle, samplePng } from './testing/mutation-samples.ts';

describe('content: articles, categories, tags, media and the member site', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string> = {},
    payload?: object | Buffer,
  ) =>
    server.app.inject({ method, url, headers, remoteAddress: randomIp(), ...(payload ? { payload } : {}) });
  const admin = () => buildStaffAccount(server, 'admin');
  const upload = (staff: TestStaff, filename: string, bytes: Buffer) =>
    call(
      'POST',
      `/api/admin/content/media?filename=${encodeURIComponent(filename)}`,
      { ...staff.headers, 'content-type': 'application/octet-stream' },
      bytes,
    );

  it('removes script injection from Markdown (known XSS payloads)', () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert(1))',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload=alert(1)><circle r="1"/></svg>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">p</p>',
      '![img](javascript:alert(1))',
      '<object data="x.swf"></object><embed src="x"><form action="x"><input></form>',
    ];
    for (const payload of payloads) {
      const html = renderMarkdown(`安全的段落\n\n${payload}\n\n**結尾**`).toLowerCase();
      expect(html, payload).not.toMatch(/<script|<iframe|<svg|<object|<embed|<form|<input/);
      expect(html, payload).not.toMatch(/\son\w+\s*=/);
      expect(html, payload).not.toMatch(/javascript:|data:text/);
      expect(html, payload).not.toMatch(/style=/);
      expect(html).toContain('<strong>結尾</strong>');
    }
    // Ordinary Markdown survives; external links do not hand over the opener.
    const html = renderMarkdown(
      '## 標題\n\n[官網](https://example.com) `code`\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>標題</h2>');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('<table>');
  });

  it('stores sanitised HTML for an article written with a payload, and the preview is clean too', async () => {
    const staff = await admin();
    const article = await sampleArticle(server, staff, {
      content: '# 報告\n\n<img src=x onerror=alert(1)><script>steal()</script>[x](javascript:alert(1))',
    });
    const stored = (await call('GET', `/api/admin/content/articles/${article.id}`, staff.headers)).json();
    expect(stored.article.html).not.toMatch(/onerror|<script|javascript:/i);
    expect(stored.article.content).toContain('<script>');
    const preview = await call('POST', '/api/admin/content/preview', staff.headers, {
      content: '<svg onload=alert(1)></svg>**粗體**',
    });
    expect(preview.json().html).toBe('<p><strong>粗體</strong></p>\n');
  });

  it('refuses an article without title or content with the spec’s message (400), and other bad input', async () => {
    const staff = await admin();
    for (const payload of [
      { title: '', content: '內容' },
      { title: '標題', content: '   ' },
      { title: '標題' },
    ]) {
      const response = await call('POST', '/api/admin/content/articles', staff.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(expectCleanError(response.body).message).toBe('請填寫標題和內容');
    }
    const article = await sampleArticle(server, staff);
    const edit = await call('PUT', `/api/admin/content/articles/${article.id}`, staff.headers, {
      title: '',
      content: '',
    });
    expect(expectCleanError(edit.body).message).toBe('請填寫標題和內容');
    const status = await call('POST', '/api/admin/content/articles', staff.headers, {
      title: 't',
      content: 'c',
      status: 'live',
    });
    expect(expectCleanError(status.body).message).toBe('狀態須為 draft、published 或 archived');
    const color = await call('POST', '/api/admin/content/tags', staff.headers, { name: 'x', color: 'red' });
    expect(expectCleanError(color.body).message).toBe('顏色須為 #RRGGBB 格式');
    const missingCategory = await call('POST', '/api/admin/content/articles', staff.headers, {
      title: 't',
      content: 'c',
      category_id: randomUUID(),
    });
    expect(expectCleanError(missingCategory.body).code).toBe('CONTENT_CATEGORY_INVALID');
    const page = await call('GET', '/api/admin/content/articles?limit=500', staff.headers);
    expect(expectCleanError(page.body).message).toBe('每頁筆數須為 1 到 100 的整數');
  });

  it('lists 20 articles a page by default and filters by status and search', async () => {
    const staff = await admin();
    const marker = randomUUID().slice(0, 8);
    await sampleArticle(server, staff, { title: `Filter ${marker}`, status: 'archived' });
    const body = (
      await call('GET', `/api/admin/content/articles?search=${marker}&status=archived`, staff.headers)
    ).json();
    expect(body).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(body.articles[0].title).toBe(`Filter ${marker}`);
  });

  it('a published article appears on the member site with its SEO fields and counts views; a draft does not', async () => {
    const staff = await admin();
    const category = (
      await call('POST', '/api/admin/content/categories', staff.headers, {
        name: '投資教學',
        slug: `learn-${randomUUID().slice(0, 8)}`,
      })
    ).json().category;
    const tag = (
      await call('POST', '/api/admin/content/tags', staff.headers, {
        name: `ETF-${randomUUID().slice(0, 6)}`,
        color: '#aa3300',
      })
    ).json().tag;
    const slug = `etf-guide-${randomUUID().slice(0, 8)}`;
    const article = await sampleArticle(server, staff, {
      title: 'ETF 入門',
      slug,
      content: '## 什麼是 ETF\n\n指數股票型基金。',
      status: 'published',
      category_id: category.id,
      tag_ids: [tag.id],
      seo_title: 'ETF 入門指南',
      seo_description: '五分鐘認識 ETF',
      is_featured: true,
    });
    const draft = await sampleArticle(server, staff, { slug: `draft-${randomUUID().slice(0, 8)}` });
    const read = await call('GET', `/api/articles/${slug}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().article).toMatchObject({
      title: 'ETF 入門',
      seo_title: 'ETF 入門指南',
      seo_description: '五分鐘認識 ETF',
      category_name: '投資教學',
      tags: [{ id: tag.id, color: '#aa3300' }],
      views: 1,
    });
    expect(read.json().article.html).toContain('<h2>什麼是 ETF</h2>');
    expect((await call('GET', `/api/articles/${draft.slug}`)).statusCode).toBe(404);
    const list = (await call('GET', '/api/articles?limit=100')).json();
    expect(list.articles.map((a: { slug: string }) => a.slug)).toContain(slug);
    expect(list.articles.map((a: { slug: string }) => a.slug)).not.toContain(draft.slug);
    const tags = (await call('GET', '/api/admin/content/tags', staff.headers)).json().tags;
    expect(tags.find((t: { id: string }) => t.id === tag.id).usage_count).toBe(1);
    const categories = (await call('GET', '/api/admin/content/categories', staff.headers)).json().categories;
    expect(categories.find((c: { id: string }) => c.id === category.id).article_count).toBe(1);
    const audit = await server.services.audit.list({
      limit: 10,
      offset: 0,
      actions: ['content.article_created'],
    });
    expect(audit.entries.some((entry) => entry.target_id === article.id)).toBe(true);
  });

  it('batch publish, archive and delete, audited once per batch', async () => {
    const staff = await admin();
    const a = await sampleArticle(server, staff);
    const b = await sampleArticle(server, staff);
    const batch = (headers: Record<string, string>, action: string, ids: string[]) =>
      call('POST', '/api/admin/content/articles/batch', headers, { action, ids });
    expect((await batch(staff.headers, 'publish', [a.id, b.id])).json().affected).toBe(2);
    expect((await call('GET', `/api/articles/${a.slug}`)).statusCode).toBe(200);
    expect((await batch(staff.headers, 'archive', [a.id])).json().affected).toBe(1);
    expect((await call('GET', `/api/articles/${a.slug}`)).statusCode).toBe(404);
    expect((await batch(staff.headers, 'delete', [a.id, b.id])).json().affected).toBe(2);
    expect((await call('GET', `/api/admin/content/articles/${b.id}`, staff.headers)).statusCode).toBe(404);
    const empty = await batch(staff.headers, 'publish', []);
    expect(expectCleanError(empty.body).message).toBe('請選擇 1 到 100 篇文章');
    const audit = await server.services.audit.list({
      limit: 50,
      offset: 0,
      actions: ['content.articles_batch_delete'],
    });
    expect(
      audit.entries.some(
        (entry) =>
          JSON.stringify(entry.details).includes(a.id) && JSON.stringify(entry.details).includes(b.id),
      ),
    ).toBe(true);
  });

  it('publishes a scheduled draft when its time has come, not before', async () => {
    const staff = await admin();
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const article = await sampleArticle(server, staff, { scheduled_at: soon });
    const later = await sampleArticle(server, staff, {
      scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(await server.services.content.publishDue()).not.toContain(article.id);
    await server.database.db
      .update(contentArticles)
      .set({ scheduledAt: new Date(Date.now() - 1000) })
      .where(eq(contentArticles.id, article.id));
    const published = await server.services.content.publishDue();
    expect(published).toContain(article.id);
    expect(published).not.toContain(later.id);
    const read = (await call('GET', `/api/articles/${article.slug}`)).json();
    expect(read.article.publish_date).not.toBeNull();
  });

  it('categories nest under parents but never under themselves or their children', async () => {
    const staff = await admin();
    const make = async (parent_id: string | null) =>
      (
        await call('POST', '/api/admin/content/categories', staff.headers, {
          name: '分類',
          slug: `c-${randomUUID().slice(0, 8)}`,
          parent_id,
        })
      ).json().category as { id: string; slug: string; parent_id: string | null };
    const top = await make(null);
    const child = await make(top.id);
    expect(child.parent_id).toBe(top.id);
    const loop = await call('PUT', `/api/admin/content/categories/${top.id}`, staff.headers, {
      name: '分類',
      slug: top.slug,
      parent_id: child.id,
    });
    expect(loop.statusCode).toBe(400);
    expect(expectCleanError(loop.body).code).toBe('CONTENT_CATEGORY_CYCLE');
  });

  it('accepts a real image, stores it with a thumbnail, and serves both with their sniffed type', async () => {
    const staff = await admin();
    const response = await upload(staff, 'chart.png', await samplePng(800, 600));
    expect(response.statusCode, response.body).toBe(201);
    const { media } = response.json();
    expect(media).toMatchObject({ mime_type: 'image/png', width: 800, height: 600 });
    const file = await call('GET', media.url);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const thumb = await call('GET', media.thumbnail_url);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('refuses a disguised file (HTML named .png), an SVG, a truncated image and an oversized file', async () => {
    const staff = await admin();
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const disguised = await upload(staff, 'photo.png', html);
    expect(disguised.statusCode).toBe(415);
    expect(expectCleanError(disguised.body).code).toBe('CONTENT_MEDIA_TYPE_REFUSED');
    const svg = await upload(
      staff,
      'logo.png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    );
    expect(svg.statusCode).toBe(415);
    // Starts like a PNG, then HTML: the decode fails, so it is refused too.
    const png = await samplePng();
    const polyglot = Buffer.concat([png.subarray(0, 16), html]);
    expect((await upload(staff, 'x.png', polyglot)).statusCode).toBe(415);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(staff, 'big.png', big);
    expect(tooBig.statusCode).toBe(413);
    expect(expectCleanError(tooBig.body).code).toBe('CONTENT_MEDIA_TOO_LARGE');
    const noName = await call(
      'POST',
      '/api/admin/content/media',
      { ...staff.headers, 'content-type': 'application/octet-stream' },
      png,
    );
    expect(expectCleanError(noName.body).message).toBe('請提供 1 到 200 個字的檔名');
  });

  it('content routes follow the role table: a manager or finance account is refused, readonly too', async () => {
    for (const role of ['manager', 'finance', 'readonly'] as const) {
      const staff = await buildStaffAccount(server, role);
      const response = await call('GET', '/api/admin/content/articles', staff.headers);
      expect(response.statusCode).toBe(403);
      expect(expectCleanError(response.body).message).toBe(
        '權限不足：您沒有權限執行此操作 (GET /api/admin/content/articles)',
      );
    }
    expect((await call('GET', '/api/admin/content/articles')).statusCode).toBe(401);
  });
});
