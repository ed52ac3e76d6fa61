import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  customType,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
import { staffAccounts } from './staff.ts';

/** Article categories; a category may sit under a parent. */
export const contentCategories = pgTable('content_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  parentId: text('parent_id').references((): AnyPgColumn => contentCategories.id, {
    onDelete: 'set null',
  }),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const contentTags = pgTable('content_tags', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  color: text('color').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** An article written in Markdown; `html` is the sanitised rendering, made on every save. */
export const contentArticles = pgTable(
  'content_articles',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    html: text('html').notNull(),
    summary: text('summary').notNull().default(''),
    categoryId: text('category_id').references(() => contentCategories.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** When it went (or goes, for a scheduled draft) public. */
    publishDate: timestamp('publish_date', { withTimezone: true }),
    /** A draft with this set is published by the scheduler once the time has come. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoKeywords: text('seo_keywords').notNull().default(''),
    authorId: text('author_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('content_articles_status_idx').on(table.status, table.publishDate),
    index('content_articles_scheduled_idx').on(table.scheduledAt),
  ],
);

export const contentArticleTags = pgTable(
  'content_article_tags',
  {
    articleId: text('article_id')
      .notNull()
      .references(() => contentArticles.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => contentTags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.tagId] }), index().on(table.tagId)],
);

/** An uploaded file, its bytes (checked by their signature) and, for images, a WebP thumbnail. */
export const contentMedia = pgTable('content_media', {
  id: text('id').primaryKey(),
  filename: text('filename').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
  data: bytea('data').notNull(),
  thumbnail: bytea('thumbnail'),
  uploadedBy: text('uploaded_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
