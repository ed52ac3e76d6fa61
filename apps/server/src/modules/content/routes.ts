import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ArticleBatchRequest,
  ArticleBatchResponse,
  ArticleListResponse,
  ArticlePreviewRequest,
  ArticlePreviewResponse,
  ArticleQuery,
  ArticleResponse,
  ArticleSlugParams,
  ArticleWriteRequest,
  CategoryListResponse,
  CategoryResponse,
  CategoryWriteRequest,
  ContentIdParams,
  MediaListResponse,
  MediaResponse,
  MediaUploadQuery,
  PublicArticleListResponse,
  PublicArticleQuery,
  PublicArticleResponse,
  TagListResponse,
  TagResponse,
  TagWriteRequest,
  grantsAllow,
  mediaLimits,
  roleGrants,
} from '@alphadesk/contracts';
import { staffCallerOf } from '../../platform/access.ts';
import { appError } from '../../platform/errors.ts';
import { staffActorOf } from '../../platform/access.ts';
import type { ContentModule } from './index.ts';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
const guard = (action: 'read' | 'write' | 'delete', max = 120) => ({
  access: 'staff' as const,
  permission: { module: 'content_management' as const, action },
  rateLimit: perMinute(max),
});
const Deleted = z.object({ success: z.literal(true) });

/** Content management (admin spec §7.6) and the member site's articles and media. */
export const contentRoutes =
  (content: ContentModule): FastifyPluginAsyncZod =>
  async (app) => {
    // Uploads arrive as raw bytes; their type is read from the bytes, whatever the header says.
    app.addContentTypeParser(
      ['application/octet-stream', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'],
      { parseAs: 'buffer', bodyLimit: mediaLimits.maxBytes * 2 },
      (_request, body, done) => done(null, body),
    );
    const tags = ['admin-content'];
    const base = '/api/admin/content';
    const actor = (request: Parameters<typeof staffCallerOf>[0]) => staffActorOf(request);

    app.get(
      `${base}/articles`,
      {
        config: guard('read'),
        schema: {
          tags,
          summary: '文章列表（每頁 20 篇）',
          querystring: ArticleQuery,
          response: { 200: ArticleListResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await content.list(request.query)) }),
    );
    app.get(
      `${base}/articles/:id`,
      {
        config: guard('read'),
        schema: { tags, summary: '文章', params: ContentIdParams, response: { 200: ArticleResponse } },
      },
      async (request) => ({ success: true as const, article: await content.article(request.params.id) }),
    );
    app.post(
      `${base}/articles`,
      {
        config: guard('write', 60),
        schema: { tags, summary: '新增文章', body: ArticleWriteRequest, response: { 201: ArticleResponse } },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ success: true as const, article: await content.create(actor(request), request.body) }),
    );
    app.put(
      `${base}/articles/:id`,
      {
        config: guard('write', 60),
        schema: {
          tags,
          summary: '編輯文章',
          params: ContentIdParams,
          body: ArticleWriteRequest,
          response: { 200: ArticleResponse },
        },
      },
      async (request) => ({
        success: true as const,
        article: await content.update(actor(request), request.params.id, request.body),
      }),
    );
    app.delete(
      `${base}/articles/:id`,
      {
        config: guard('delete', 60),
        schema: { tags, summary: '刪除文章', params: ContentIdParams, response: { 200: Deleted } },
      },
      async (request) => {
        await content.remove(actor(request), request.params.id);
        return { success: true as const };
      },
    );
    // Deleting in a batch needs the delete grant; publishing and archiving need write.
    app.post(
      `${base}/articles/batch`,
      {
        config: guard('write', 30),
        schema: {
          tags,
          summary: '批次發布、封存或刪除',
          body: ArticleBatchRequest,
          response: { 200: ArticleBatchResponse },
        },
        preHandler: async (request) => {
          const caller = staffCallerOf(request);
          const deleting = (request.body as { action?: string }).action === 'delete';
          if (
            deleting &&
            !grantsAllow(roleGrants[caller.role], { module: 'content_management', action: 'delete' })
          )
            throw appError('ADMIN_FORBIDDEN', { endpoint: `POST ${base}/articles/batch` });
        },
      },
      async (request) => ({
        success: true as const,
        affected: await content.batch(actor(request), request.body.action, request.body.ids),
      }),
    );
    app.post(
      `${base}/preview`,
      {
        config: guard('read', 120),
        schema: {
          tags,
          summary: '預覽 Markdown（清理後的 HTML）',
          body: ArticlePreviewRequest,
          response: { 200: ArticlePreviewResponse },
        },
      },
      async (request) => ({ success: true as const, html: content.renderPreview(request.body.content) }),
    );

    app.get(
      `${base}/categories`,
      {
        config: guard('read'),
        schema: { tags, summary: '分類列表', response: { 200: CategoryListResponse } },
      },
      async () => ({ success: true as const, categories: await content.categories() }),
    );
    app.post(
      `${base}/categories`,
      {
        config: guard('write', 60),
        schema: {
          tags,
          summary: '新增分類',
          body: CategoryWriteRequest,
          response: { 201: CategoryResponse },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          category: await content.createCategory(actor(request), request.body),
        }),
    );
    app.put(
      `${base}/categories/:id`,
      {
        config: guard('write', 60),
        schema: {
          tags,
          summary: '編輯分類',
          params: ContentIdParams,
          body: CategoryWriteRequest,
          response: { 200: CategoryResponse },
        },
      },
      async (request) => ({
        success: true as const,
        category: await content.updateCategory(actor(request), request.params.id, request.body),
      }),
    );
    app.delete(
      `${base}/categories/:id`,
      {
        config: guard('delete', 60),
        schema: { tags, summary: '刪除分類', params: ContentIdParams, response: { 200: Deleted } },
      },
      async (request) => {
        await content.removeCategory(actor(request), request.params.id);
        return { success: true as const };
      },
    );

    app.get(
      `${base}/tags`,
      {
        config: guard('read'),
        schema: { tags, summary: '標籤列表（含使用次數）', response: { 200: TagListResponse } },
      },
      async () => ({ success: true as const, tags: await content.tags() }),
    );
    app.post(
      `${base}/tags`,
      {
        config: guard('write', 60),
        schema: { tags, summary: '新增標籤', body: TagWriteRequest, response: { 201: TagResponse } },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ success: true as const, tag: await content.createTag(actor(request), request.body) }),
    );
    app.put(
      `${base}/tags/:id`,
      {
        config: guard('write', 60),
        schema: {
          tags,
          summary: '編輯標籤',
          params: ContentIdParams,
          body: TagWriteRequest,
          response: { 200: TagResponse },
        },
      },
      async (request) => ({
        success: true as const,
        tag: await content.updateTag(actor(request), request.params.id, request.body),
      }),
    );
    app.delete(
      `${base}/tags/:id`,
      {
        config: guard('delete', 60),
        schema: { tags, summary: '刪除標籤', params: ContentIdParams, response: { 200: Deleted } },
      },
      async (request) => {
        await content.removeTag(actor(request), request.params.id);
        return { success: true as const };
      },
    );

    app.get(
      `${base}/media`,
      { config: guard('read'), schema: { tags, summary: '媒體檔案', response: { 200: MediaListResponse } } },
      async () => ({ success: true as const, media: await content.media() }),
    );
    app.post(
      `${base}/media`,
      {
        config: guard('write', 30),
        schema: {
          tags,
          summary: '上傳媒體（PNG、JPEG、GIF、WebP、PDF，最大 5 MB）',
          querystring: MediaUploadQuery,
          response: { 201: MediaResponse },
        },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) throw appError('CONTENT_MEDIA_TYPE_REFUSED');
        const media = await content.upload(actor(request), request.query.filename, request.body);
        return reply.code(201).send({ success: true as const, media });
      },
    );
    app.delete(
      `${base}/media/:id`,
      {
        config: guard('delete', 60),
        schema: { tags, summary: '刪除媒體', params: ContentIdParams, response: { 200: Deleted } },
      },
      async (request) => {
        await content.removeMedia(actor(request), request.params.id);
        return { success: true as const };
      },
    );

    // ── Member site (public) ──
    const publicTags = ['content'];
    app.get(
      '/api/articles',
      {
        config: { access: 'public', rateLimit: perMinute(120) },
        schema: {
          tags: publicTags,
          summary: '已發布的文章',
          querystring: PublicArticleQuery,
          response: { 200: PublicArticleListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await content.published(request.query.page, request.query.limit)),
      }),
    );
    app.get(
      '/api/articles/:slug',
      {
        config: { access: 'public', rateLimit: perMinute(120) },
        schema: {
          tags: publicTags,
          summary: '已發布的文章內容',
          params: ArticleSlugParams,
          response: { 200: PublicArticleResponse },
        },
      },
      async (request) => ({
        success: true as const,
        article: await content.publishedBySlug(request.params.slug),
      }),
    );
    for (const thumbnail of [false, true]) {
      app.get(
        `/api/content/media/:id${thumbnail ? '/thumbnail' : ''}`,
        {
          config: { access: 'public', rateLimit: perMinute(300) },
          schema: { tags: publicTags, summary: thumbnail ? '媒體縮圖' : '媒體檔案', params: ContentIdParams },
        },
        async (request, reply) => {
          const file = await content.mediaBytes(request.params.id, thumbnail);
          return reply
            .header('content-type', file.mimeType)
            .header('x-content-type-options', 'nosniff')
            .header('content-security-policy', "default-src 'none'; sandbox")
            .header('cache-control', `public, max-age=${content.mediaCacheSeconds()}`)
            .header(
              'content-disposition',
              `${file.mimeType === 'application/pdf' ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
            )
            .send(file.bytes);
        },
      );
    }
  };
