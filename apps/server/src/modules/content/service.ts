import { randomBytes, randomUUID } from 'node:crypto';
import { ilike } from 'drizzle-orm';
import {
  and,
  asc,
  contentArticleTags,
  contentArticles,
  contentCategories,
  contentMedia,
  contentTags,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  lte,
  or,
  sql,
  type Db,
} from '@alphadesk/db';
import type {
  Article,
  ArticleQuery,
  ArticleWriteRequest,
  CategoryWriteRequest,
  ContentCategory,
  ContentTag,
  MediaFile,
  PublicArticle,
  TagWriteRequest,
} from '@alphadesk/contracts';
import { appError } from '../../platform/errors.ts';
import type { AuditActor, AuditModule } from '../audit/index.ts';
import { renderMarkdown } from './markdown.ts';
import { checkMedia } from './media.ts';

type ArticleRow = typeof contentArticles.$inferSelect;
type MediaRow = Omit<typeof contentMedia.$inferSelect, 'data' | 'thumbnail'> & { hasThumbnail: boolean };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

/** A slug from a title's Latin letters and digits; a title without any gets a random one. */
function slugFrom(title: string): string {
  const base = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${base ? `${base}-` : 'article-'}${randomBytes(3).toString('hex')}`;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error; current instanceof Error; current = (current as Error).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * Articles (Markdown rendered to sanitised HTML, draft → published → archived, scheduled
 * publishing, SEO fields, featured, views), categories with parents, coloured tags and uploaded
 * media. Every staff change is audited with the change, in one transaction.
 */
export function createContentService(deps: { db: Db; audit: Pick<AuditModule, 'record'>; now: () => Date }) {
  const { db, audit, now } = deps;

  async function present(rows: ArticleRow[]): Promise<Article[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const links = await db
      .select({
        articleId: contentArticleTags.articleId,
        id: contentTags.id,
        name: contentTags.name,
        color: contentTags.color,
      })
      .from(contentArticleTags)
      .innerJoin(contentTags, eq(contentTags.id, contentArticleTags.tagId))
      .where(inArray(contentArticleTags.articleId, ids))
      .orderBy(asc(contentTags.name));
    const categoryIds = [
      ...new Set(rows.map((row) => row.categoryId).filter((id): id is string => id !== null)),
    ];
    const categories = categoryIds.length
      ? await db
          .select({ id: contentCategories.id, name: contentCategories.name })
          .from(contentCategories)
          .where(inArray(contentCategories.id, categoryIds))
      : [];
    const categoryName = new Map(categories.map((row) => [row.id, row.name]));
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      content: row.content,
      html: row.html,
      summary: row.summary,
      category_id: row.categoryId,
      category_name: row.categoryId ? (categoryName.get(row.categoryId) ?? null) : null,
      tags: links
        .filter((link) => link.articleId === row.id)
        .map((link) => ({ id: link.id, name: link.name, color: link.color })),
      status: row.status,
      is_featured: row.isFeatured,
      publish_date: row.publishDate?.toISOString() ?? null,
      scheduled_at: row.scheduledAt?.toISOString() ?? null,
      seo_title: row.seoTitle,
      seo_description: row.seoDescription,
      seo_keywords: row.seoKeywords,
      author: row.authorName,
      views: row.views,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  async function articleRow(id: string): Promise<ArticleRow> {
    const [row] = await db.select().from(contentArticles).where(eq(contentArticles.id, id));
    if (!row) throw appError('CONTENT_ARTICLE_NOT_FOUND');
    return row;
  }

  async function article(id: string): Promise<Article> {
    return (await present([await articleRow(id)]))[0]!;
  }

  async function checkReferences(request: ArticleWriteRequest) {
    if (request.category_id) {
      const [found] = await db
        .select({ id: contentCategories.id })
        .from(contentCategories)
        .where(eq(contentCategories.id, request.category_id));
      if (!found) throw appError('CONTENT_CATEGORY_INVALID');
    }
    const tagIds = [...new Set(request.tag_ids)];
    if (tagIds.length) {
      const found = await db
        .select({ id: contentTags.id })
        .from(contentTags)
        .where(inArray(contentTags.id, tagIds));
      if (found.length !== tagIds.length) throw appError('CONTENT_TAG_INVALID');
    }
    return tagIds;
  }

  /** The stored fields of a write: the HTML rendered, the publish time settled by the status. */
  function fieldsOf(request: ArticleWriteRequest, previous: ArticleRow | null, at: Date) {
    const published = request.status === 'published';
    return {
      title: request.title,
      content: request.content,
      html: renderMarkdown(request.content),
      summary: request.summary,
      categoryId: request.category_id,
      status: request.status,
      isFeatured: request.is_featured,
      publishDate: published
        ? ((previous?.status === 'published' ? previous.publishDate : null) ?? at)
        : (previous?.publishDate ?? null),
      // Only a draft waits for a time; publishing or archiving ends the wait.
      scheduledAt: request.status === 'draft' && request.scheduled_at ? new Date(request.scheduled_at) : null,
      seoTitle: request.seo_title,
      seoDescription: request.seo_description,
      seoKeywords: request.seo_keywords,
      updatedAt: at,
    };
  }

  async function inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(async (tx) => work(tx as unknown as Db));
    } catch (error) {
      if (isUniqueViolation(error)) throw appError('CONTENT_SLUG_TAKEN');
      throw error;
    }
  }

  async function tagsWithUsage(where?: ReturnType<typeof eq>): Promise<ContentTag[]> {
    const rows = await db
      .select({
        id: contentTags.id,
        name: contentTags.name,
        color: contentTags.color,
        usage: sql<number>`(select count(*)::int from "content_article_tags" as "links" where "links"."tag_id" = "content_tags"."id")`,
      })
      .from(contentTags)
      .where(where)
      .orderBy(asc(contentTags.name));
    return rows.map((row) => ({ id: row.id, name: row.name, color: row.color, usage_count: row.usage }));
  }

  async function categories(where?: ReturnType<typeof eq>): Promise<ContentCategory[]> {
    const rows = await db
      .select({
        row: contentCategories,
        articles: sql<number>`(select count(*)::int from "content_articles" as "counted" where "counted"."category_id" = "content_categories"."id")`,
      })
      .from(contentCategories)
      .where(where)
      .orderBy(asc(contentCategories.name));
    return rows.map(({ row, articles }) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      slug: row.slug,
      parent_id: row.parentId,
      article_count: articles,
      is_active: row.isActive,
    }));
  }

  async function checkParent(id: string | null, parentId: string | null) {
    if (!parentId) return;
    const all = await db
      .select({ id: contentCategories.id, parentId: contentCategories.parentId })
      .from(contentCategories);
    const parentOf = new Map(all.map((row) => [row.id, row.parentId]));
    if (!parentOf.has(parentId)) throw appError('CONTENT_CATEGORY_INVALID');
    // Walk up from the new parent: meeting the category itself would make a loop.
    for (let at: string | null | undefined = parentId, steps = 0; at && steps <= all.length; steps++) {
      if (at === id) throw appError('CONTENT_CATEGORY_CYCLE');
      at = parentOf.get(at);
    }
  }

  const mediaColumns = {
    id: contentMedia.id,
    filename: contentMedia.filename,
    mimeType: contentMedia.mimeType,
    size: contentMedia.size,
    width: contentMedia.width,
    height: contentMedia.height,
    uploadedBy: contentMedia.uploadedBy,
    createdAt: contentMedia.createdAt,
    hasThumbnail: sql<boolean>`${contentMedia.thumbnail} is not null`,
  };
  const mediaOf = (row: MediaRow): MediaFile => ({
    id: row.id,
    filename: row.filename,
    mime_type: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
    url: `/api/content/media/${row.id}`,
    thumbnail_url: row.hasThumbnail ? `/api/content/media/${row.id}/thumbnail` : null,
    created_at: row.createdAt.toISOString(),
  });

  return {
    renderPreview: renderMarkdown,

    async list(query: ArticleQuery) {
      const search = query.search ? `%${escapeLike(query.search)}%` : null;
      const conditions = [
        query.status ? eq(contentArticles.status, query.status) : undefined,
        query.category_id ? eq(contentArticles.categoryId, query.category_id) : undefined,
        search ? or(ilike(contentArticles.title, search), ilike(contentArticles.summary, search)) : undefined,
      ].filter((condition) => condition !== undefined);
      const where = conditions.length ? and(...conditions) : undefined;
      const [total] = await db.select({ n: count() }).from(contentArticles).where(where);
      const rows = await db
        .select()
        .from(contentArticles)
        .where(where)
        .orderBy(desc(contentArticles.updatedAt), desc(contentArticles.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { articles: await present(rows), total: total?.n ?? 0, page: query.page, limit: query.limit };
    },

    article,

    async create(actor: AuditActor, request: ArticleWriteRequest): Promise<Article> {
      const tagIds = await checkReferences(request);
      const at = now();
      const id = randomUUID();
      await inTransaction(async (tx) => {
        await tx.insert(contentArticles).values({
          id,
          slug: request.slug ?? slugFrom(request.title),
          ...fieldsOf(request, null, at),
          authorId: actor.id,
          authorName: actor.name ?? 'AlphaDesk',
          createdAt: at,
        });
        if (tagIds.length)
          await tx.insert(contentArticleTags).values(tagIds.map((tagId) => ({ articleId: id, tagId })));
        await audit.record(
          {
            action: 'content.article_created',
            actor,
            target: { type: 'article', id },
            after: { title: request.title, status: request.status },
          },
          tx,
        );
      });
      return article(id);
    },

    async update(actor: AuditActor, id: string, request: ArticleWriteRequest): Promise<Article> {
      const previous = await articleRow(id);
      const tagIds = await checkReferences(request);
      const at = now();
      await inTransaction(async (tx) => {
        await tx
          .update(contentArticles)
          .set({ ...fieldsOf(request, previous, at), ...(request.slug ? { slug: request.slug } : {}) })
          .where(eq(contentArticles.id, id));
        await tx.delete(contentArticleTags).where(eq(contentArticleTags.articleId, id));
        if (tagIds.length)
          await tx.insert(contentArticleTags).values(tagIds.map((tagId) => ({ articleId: id, tagId })));
        await audit.record(
          {
            action: 'content.article_updated',
            actor,
            target: { type: 'article', id },
            before: { title: previous.title, status: previous.status },
            after: { title: request.title, status: request.status },
          },
          tx,
        );
      });
      return article(id);
    },

    /** An article as words to read aloud: its title, then its sanitised text without markup. */
    async spokenText(id: string): Promise<{ id: string; title: string; text: string }> {
      const row = await articleRow(id);
      const body = row.html
        .replace(/<\/(p|h[1-6]|li|blockquote|tr)>/gi, '。')
        .replace(/<\/?(p|h[1-6]|li|ul|ol|br|div|blockquote|tr|td|th|table|hr)\b[^>]*>/gi, ' ')
        // Inline markup (bold, links, code) sits inside words: it goes without a gap.
        .replace(/<[^>]+>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/\s+/g, ' ')
        .replace(/。(\s*。)+/g, '。')
        .trim();
      return { id: row.id, title: row.title, text: `${row.title}。${body}` };
    },

    async remove(actor: AuditActor, id: string): Promise<void> {
      const previous = await articleRow(id);
      await inTransaction(async (tx) => {
        await tx.delete(contentArticles).where(eq(contentArticles.id, id));
        await audit.record(
          {
            action: 'content.article_deleted',
            actor,
            target: { type: 'article', id },
            before: { title: previous.title, status: previous.status },
          },
          tx,
        );
      });
    },

    /** Publishes, archives or deletes the chosen articles; one audit entry lists them. */
    async batch(actor: AuditActor, action: 'publish' | 'archive' | 'delete', ids: string[]): Promise<number> {
      const unique = [...new Set(ids)];
      const at = now();
      return inTransaction(async (tx) => {
        const affected =
          action === 'delete'
            ? await tx
                .delete(contentArticles)
                .where(inArray(contentArticles.id, unique))
                .returning({ id: contentArticles.id })
            : await tx
                .update(contentArticles)
                .set(
                  action === 'publish'
                    ? {
                        status: 'published',
                        publishDate: sql`coalesce(${contentArticles.publishDate}, ${at.toISOString()}::timestamptz)`,
                        scheduledAt: null,
                        updatedAt: at,
                      }
                    : { status: 'archived', scheduledAt: null, updatedAt: at },
                )
                .where(inArray(contentArticles.id, unique))
                .returning({ id: contentArticles.id });
        await audit.record(
          {
            action: `content.articles_batch_${action}`,
            actor,
            target: null,
            details: { ids: affected.map((row) => row.id) },
          },
          tx,
        );
        return affected.length;
      });
    },

    /** The scheduler's job: drafts whose time has come are published (returns their ids). */
    async publishDue(): Promise<string[]> {
      const at = now();
      return db.transaction(async (tx) => {
        const due = await tx
          .update(contentArticles)
          .set({
            status: 'published',
            publishDate: contentArticles.scheduledAt,
            scheduledAt: null,
            updatedAt: at,
          })
          .where(
            and(
              eq(contentArticles.status, 'draft'),
              isNotNull(contentArticles.scheduledAt),
              lte(contentArticles.scheduledAt, at),
            ),
          )
          .returning({ id: contentArticles.id, title: contentArticles.title });
        for (const row of due) {
          await audit.record(
            {
              action: 'content.article_published_on_schedule',
              actor: { id: null, name: 'scheduler', ip: null, userAgent: null },
              target: { type: 'article', id: row.id },
              after: { status: 'published' },
            },
            tx as unknown as Db,
          );
        }
        return due.map((row) => row.id);
      });
    },

    // ── Categories ──
    categories: () => categories(),
    async createCategory(actor: AuditActor, request: CategoryWriteRequest): Promise<ContentCategory> {
      await checkParent(null, request.parent_id);
      const id = randomUUID();
      await inTransaction(async (tx) => {
        await tx.insert(contentCategories).values({
          id,
          name: request.name,
          slug: request.slug,
          description: request.description,
          parentId: request.parent_id,
          isActive: request.is_active,
          createdAt: now(),
        });
        await audit.record(
          {
            action: 'content.category_created',
            actor,
            target: { type: 'content_category', id },
            after: request,
          },
          tx,
        );
      });
      return (await categories(eq(contentCategories.id, id)))[0]!;
    },
    async updateCategory(
      actor: AuditActor,
      id: string,
      request: CategoryWriteRequest,
    ): Promise<ContentCategory> {
      const [before] = await categories(eq(contentCategories.id, id));
      if (!before) throw appError('CONTENT_CATEGORY_NOT_FOUND');
      if (request.parent_id === id) throw appError('CONTENT_CATEGORY_CYCLE');
      await checkParent(id, request.parent_id);
      await inTransaction(async (tx) => {
        await tx
          .update(contentCategories)
          .set({
            name: request.name,
            slug: request.slug,
            description: request.description,
            parentId: request.parent_id,
            isActive: request.is_active,
          })
          .where(eq(contentCategories.id, id));
        await audit.record(
          {
            action: 'content.category_updated',
            actor,
            target: { type: 'content_category', id },
            before,
            after: request,
          },
          tx,
        );
      });
      return (await categories(eq(contentCategories.id, id)))[0]!;
    },
    async removeCategory(actor: AuditActor, id: string): Promise<void> {
      const [before] = await categories(eq(contentCategories.id, id));
      if (!before) throw appError('CONTENT_CATEGORY_NOT_FOUND');
      await inTransaction(async (tx) => {
        // Its articles stay, uncategorised; its subcategories move to the top level (foreign keys).
        await tx.delete(contentCategories).where(eq(contentCategories.id, id));
        await audit.record(
          { action: 'content.category_deleted', actor, target: { type: 'content_category', id }, before },
          tx,
        );
      });
    },

    // ── Tags ──
    tags: () => tagsWithUsage(),
    async createTag(actor: AuditActor, request: TagWriteRequest): Promise<ContentTag> {
      const id = randomUUID();
      try {
        await db.transaction(async (tx) => {
          await tx
            .insert(contentTags)
            .values({ id, name: request.name, color: request.color.toLowerCase(), createdAt: now() });
          await audit.record(
            { action: 'content.tag_created', actor, target: { type: 'content_tag', id }, after: request },
            tx as unknown as Db,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw appError('CONTENT_NAME_TAKEN');
        throw error;
      }
      return (await tagsWithUsage(eq(contentTags.id, id)))[0]!;
    },
    async updateTag(actor: AuditActor, id: string, request: TagWriteRequest): Promise<ContentTag> {
      const [before] = await tagsWithUsage(eq(contentTags.id, id));
      if (!before) throw appError('CONTENT_TAG_NOT_FOUND');
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(contentTags)
            .set({ name: request.name, color: request.color.toLowerCase() })
            .where(eq(contentTags.id, id));
          await audit.record(
            {
              action: 'content.tag_updated',
              actor,
              target: { type: 'content_tag', id },
              before,
              after: request,
            },
            tx as unknown as Db,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw appError('CONTENT_NAME_TAKEN');
        throw error;
      }
      return (await tagsWithUsage(eq(contentTags.id, id)))[0]!;
    },
    async removeTag(actor: AuditActor, id: string): Promise<void> {
      const [before] = await tagsWithUsage(eq(contentTags.id, id));
      if (!before) throw appError('CONTENT_TAG_NOT_FOUND');
      await inTransaction(async (tx) => {
        await tx.delete(contentTags).where(eq(contentTags.id, id));
        await audit.record(
          { action: 'content.tag_deleted', actor, target: { type: 'content_tag', id }, before },
          tx,
        );
      });
    },

    // ── Media ──
    async media(): Promise<MediaFile[]> {
      const rows = await db
        .select(mediaColumns)
        .from(contentMedia)
        .orderBy(desc(contentMedia.createdAt))
        .limit(200);
      return rows.map(mediaOf);
    },
    async upload(actor: AuditActor, filename: string, bytes: Buffer): Promise<MediaFile> {
      const checked = await checkMedia(bytes);
      const id = randomUUID();
      await inTransaction(async (tx) => {
        await tx.insert(contentMedia).values({
          id,
          filename,
          mimeType: checked.mimeType,
          size: bytes.length,
          width: checked.width,
          height: checked.height,
          data: bytes,
          thumbnail: checked.thumbnail,
          uploadedBy: actor.id,
          createdAt: now(),
        });
        await audit.record(
          {
            action: 'content.media_uploaded',
            actor,
            target: { type: 'content_media', id },
            after: { filename, mime_type: checked.mimeType, size: bytes.length },
          },
          tx,
        );
      });
      const [row] = await db.select(mediaColumns).from(contentMedia).where(eq(contentMedia.id, id));
      return mediaOf(row!);
    },
    async removeMedia(actor: AuditActor, id: string): Promise<void> {
      const [row] = await db.select(mediaColumns).from(contentMedia).where(eq(contentMedia.id, id));
      if (!row) throw appError('CONTENT_MEDIA_NOT_FOUND');
      await inTransaction(async (tx) => {
        await tx.delete(contentMedia).where(eq(contentMedia.id, id));
        await audit.record(
          {
            action: 'content.media_deleted',
            actor,
            target: { type: 'content_media', id },
            before: mediaOf(row),
          },
          tx,
        );
      });
    },
    async mediaBytes(
      id: string,
      thumbnail: boolean,
    ): Promise<{ mimeType: string; bytes: Buffer; filename: string }> {
      const [row] = await db
        .select({
          mimeType: contentMedia.mimeType,
          data: contentMedia.data,
          thumbnail: contentMedia.thumbnail,
          filename: contentMedia.filename,
        })
        .from(contentMedia)
        .where(eq(contentMedia.id, id));
      if (!row || (thumbnail && !row.thumbnail)) throw appError('CONTENT_MEDIA_NOT_FOUND');
      return thumbnail
        ? { mimeType: 'image/webp', bytes: row.thumbnail!, filename: row.filename }
        : { mimeType: row.mimeType, bytes: row.data, filename: row.filename };
    },

    // ── Member site ──
    async published(page: number, limit: number) {
      const where = eq(contentArticles.status, 'published');
      const [total] = await db.select({ n: count() }).from(contentArticles).where(where);
      const rows = await db
        .select()
        .from(contentArticles)
        .where(where)
        .orderBy(
          desc(contentArticles.isFeatured),
          desc(contentArticles.publishDate),
          desc(contentArticles.id),
        )
        .limit(limit)
        .offset((page - 1) * limit);
      // The list carries no article body.
      const articles = (await present(rows)).map((row) => {
        const { html, ...rest } = publicOf(row);
        void html;
        return rest;
      });
      return { articles, total: total?.n ?? 0, page, limit };
    },
    /** A published article by its slug; each read counts a view. */
    async publishedBySlug(slug: string): Promise<PublicArticle> {
      const [row] = await db
        .update(contentArticles)
        .set({ views: sql`${contentArticles.views} + 1` })
        .where(and(eq(contentArticles.slug, slug), eq(contentArticles.status, 'published')))
        .returning();
      if (!row) throw appError('CONTENT_ARTICLE_NOT_FOUND');
      return publicOf((await present([row]))[0]!);
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;

function publicOf(article: Article): PublicArticle {
  return {
    slug: article.slug,
    title: article.title,
    html: article.html,
    summary: article.summary,
    category_name: article.category_name,
    tags: article.tags,
    is_featured: article.is_featured,
    publish_date: article.publish_date,
    seo_title: article.seo_title,
    seo_description: article.seo_description,
    seo_keywords: article.seo_keywords,
    author: article.author,
    views: article.views,
  };
}
