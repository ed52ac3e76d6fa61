import { z } from 'zod';
import { pageLimit, pageNumber } from './paging.ts';
import { safeText } from './text.ts';

/**
 * Content management (admin spec §2.12, §3 Article / Category / Tag, §4 Article status, §5, §7.6)
 * and the published articles of the member site. Articles are written in Markdown; the HTML shown
 * is rendered and sanitised by the server.
 */

export const contentMessages = {
  titleAndContentRequired: '請填寫標題和內容',
  titleTooLong: '標題最多 200 個字',
  contentTooLong: '內容最多 100,000 個字',
  summaryTooLong: '摘要最多 500 個字',
  slugInvalid: '網址代稱只能包含小寫英文字母、數字和連字號（最多 120 個字）',
  statusInvalid: '狀態須為 draft、published 或 archived',
  dateInvalid: '時間格式錯誤',
  idInvalid: '編號格式錯誤',
  seoTitleTooLong: 'SEO 標題最多 70 個字',
  seoDescriptionTooLong: 'SEO 描述最多 160 個字',
  seoKeywordsTooLong: 'SEO 關鍵字最多 200 個字',
  tooManyTags: '每篇文章最多 20 個標籤',
  nameRequired: '請填寫名稱（最多 50 個字）',
  descriptionTooLong: '描述最多 500 個字',
  colorInvalid: '顏色須為 #RRGGBB 格式',
  batchIds: '請選擇 1 到 100 篇文章',
  batchAction: '批次操作須為 publish、archive 或 delete',
  filenameInvalid: '請提供 1 到 200 個字的檔名',
} as const;

export const articleStatuses = ['draft', 'published', 'archived'] as const;
export const ArticleStatus = z.enum(articleStatuses, { error: contentMessages.statusInvalid });
export type ArticleStatus = z.infer<typeof ArticleStatus>;

const id = safeText({ error: contentMessages.idInvalid }).regex(/^[0-9a-f-]{36}$/, contentMessages.idInvalid);
export const ContentIdParams = z.strictObject({ id });
const slug = safeText({ error: contentMessages.slugInvalid })
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, contentMessages.slugInvalid)
  .max(120, contentMessages.slugInvalid);
export const ArticleSlugParams = z.strictObject({ slug });
const instant = safeText({ error: contentMessages.dateInvalid }).refine(
  (value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value),
  { error: contentMessages.dateInvalid },
);

const required = contentMessages.titleAndContentRequired;
/** Add and edit take the same fields (spec §5: title and content required). */
export const ArticleWriteRequest = z.strictObject({
  title: safeText({ error: required }).trim().min(1, required).max(200, contentMessages.titleTooLong),
  content: safeText({ error: required }).trim().min(1, required).max(100_000, contentMessages.contentTooLong),
  summary: safeText().trim().max(500, contentMessages.summaryTooLong).default(''),
  slug: slug.optional(),
  category_id: id.nullable().default(null),
  tag_ids: z.array(id, { error: contentMessages.idInvalid }).max(20, contentMessages.tooManyTags).default([]),
  status: ArticleStatus.default('draft'),
  is_featured: z.boolean({ error: '精選須為 true 或 false' }).default(false),
  /** A draft with a time is published by the scheduler at that time. */
  scheduled_at: instant.nullable().default(null),
  seo_title: safeText().trim().max(70, contentMessages.seoTitleTooLong).default(''),
  seo_description: safeText().trim().max(160, contentMessages.seoDescriptionTooLong).default(''),
  seo_keywords: safeText().trim().max(200, contentMessages.seoKeywordsTooLong).default(''),
});
export type ArticleWriteRequest = z.output<typeof ArticleWriteRequest>;

const page = pageNumber;
const limit = pageLimit;

/** Spec §7.6 and §9: articles 20 a page. */
export const ArticleQuery = z.strictObject({
  page,
  limit: limit(20),
  status: ArticleStatus.optional(),
  category_id: id.optional(),
  search: safeText().trim().max(100, '搜尋文字最多 100 個字').optional(),
});
export type ArticleQuery = z.output<typeof ArticleQuery>;

export const ContentTag = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  usage_count: z.number().int(),
});
export type ContentTag = z.infer<typeof ContentTag>;

export const Article = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  /** The Markdown rendered and sanitised. */
  html: z.string(),
  summary: z.string(),
  category_id: z.string().nullable(),
  category_name: z.string().nullable(),
  tags: z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })),
  status: ArticleStatus,
  is_featured: z.boolean(),
  publish_date: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  seo_title: z.string(),
  seo_description: z.string(),
  seo_keywords: z.string(),
  author: z.string(),
  views: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Article = z.infer<typeof Article>;

export const ArticleListResponse = z.object({
  success: z.literal(true),
  articles: z.array(Article),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const ArticleResponse = z.object({ success: z.literal(true), article: Article });

export const ArticleBatchRequest = z.strictObject({
  action: z.enum(['publish', 'archive', 'delete'], { error: contentMessages.batchAction }),
  ids: z
    .array(id, { error: contentMessages.batchIds })
    .min(1, contentMessages.batchIds)
    .max(100, contentMessages.batchIds),
});
export const ArticleBatchResponse = z.object({ success: z.literal(true), affected: z.number().int() });

export const ArticlePreviewRequest = z.strictObject({
  content: safeText({ error: required }).max(100_000, contentMessages.contentTooLong),
});
export const ArticlePreviewResponse = z.object({ success: z.literal(true), html: z.string() });

export const ContentCategory = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  slug: z.string(),
  parent_id: z.string().nullable(),
  article_count: z.number().int(),
  is_active: z.boolean(),
});
export type ContentCategory = z.infer<typeof ContentCategory>;

const name = safeText({ error: contentMessages.nameRequired })
  .trim()
  .min(1, contentMessages.nameRequired)
  .max(50, contentMessages.nameRequired);
export const CategoryWriteRequest = z.strictObject({
  name,
  slug,
  description: safeText().trim().max(500, contentMessages.descriptionTooLong).default(''),
  parent_id: id.nullable().default(null),
  is_active: z.boolean({ error: '啟用須為 true 或 false' }).default(true),
});
export type CategoryWriteRequest = z.output<typeof CategoryWriteRequest>;
export const CategoryListResponse = z.object({
  success: z.literal(true),
  categories: z.array(ContentCategory),
});
export const CategoryResponse = z.object({ success: z.literal(true), category: ContentCategory });

export const TagWriteRequest = z.strictObject({
  name,
  color: safeText({ error: contentMessages.colorInvalid })
    .regex(/^#[0-9a-fA-F]{6}$/, contentMessages.colorInvalid)
    .default('#1677ff'),
});
export type TagWriteRequest = z.output<typeof TagWriteRequest>;
export const TagListResponse = z.object({ success: z.literal(true), tags: z.array(ContentTag) });
export const TagResponse = z.object({ success: z.literal(true), tag: ContentTag });

/** Uploads: the bytes decide the type (their signature), never the file's name. */
export const mediaLimits = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'],
  thumbnailWidth: 320,
} as const;
export const MediaUploadQuery = z.strictObject({
  filename: safeText({ error: contentMessages.filenameInvalid })
    .trim()
    .min(1, contentMessages.filenameInvalid)
    .max(200, contentMessages.filenameInvalid),
});
export const MediaFile = z.object({
  id: z.string(),
  filename: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  created_at: z.string(),
});
export type MediaFile = z.infer<typeof MediaFile>;
export const MediaListResponse = z.object({ success: z.literal(true), media: z.array(MediaFile) });
export const MediaResponse = z.object({ success: z.literal(true), media: MediaFile });

// ── Member site ──

export const PublicArticleQuery = z.strictObject({ page, limit: limit(10) });
export const PublicArticle = Article.pick({
  slug: true,
  title: true,
  html: true,
  summary: true,
  category_name: true,
  tags: true,
  is_featured: true,
  publish_date: true,
  seo_title: true,
  seo_description: true,
  seo_keywords: true,
  author: true,
  views: true,
});
export type PublicArticle = z.infer<typeof PublicArticle>;
export const PublicArticleListResponse = z.object({
  success: z.literal(true),
  articles: z.array(PublicArticle.omit({ html: true })),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PublicArticleListResponse = z.infer<typeof PublicArticleListResponse>;
export const PublicArticleResponse = z.object({ success: z.literal(true), article: PublicArticle });
export type PublicArticleResponse = z.infer<typeof PublicArticleResponse>;
