import type {
  Article,
  ArticleWriteRequest,
  ContentCategory,
  ContentTag,
  MediaFile,
} from '@alphadesk/contracts';
import { ApiError, api, sessionStore } from '../../api/client.ts';

const base = '/api/admin/content';

export type ArticleInput = Partial<ArticleWriteRequest> & { title: string; content: string };

export const listArticles = (page: number, status?: string, search?: string) => {
  const query = new URLSearchParams({ page: String(page), limit: '20' });
  if (status) query.set('status', status);
  if (search) query.set('search', search);
  return api.get<{ articles: Article[]; total: number }>(`${base}/articles?${query}`);
};
export const createArticle = (input: ArticleInput) =>
  api.post<{ article: Article }>(`${base}/articles`, input);
export const updateArticle = (id: string, input: ArticleInput) =>
  api.put<{ article: Article }>(`${base}/articles/${encodeURIComponent(id)}`, input);
export const deleteArticle = (id: string) =>
  api.delete<unknown>(`${base}/articles/${encodeURIComponent(id)}`);
export const batchArticles = (action: 'publish' | 'archive' | 'delete', ids: string[]) =>
  api.post<{ affected: number }>(`${base}/articles/batch`, { action, ids });
/** Queues the article for text-to-speech; the audio appears with the TTS jobs. */
export const readArticleAloud = (id: string) =>
  api.post<{ job: { id: string } }>(`/api/admin/tts/articles/${encodeURIComponent(id)}`);
export const previewMarkdown = (content: string) =>
  api.post<{ html: string }>(`${base}/preview`, { content });

export const listCategories = () => api.get<{ categories: ContentCategory[] }>(`${base}/categories`);
export const saveCategory = (id: string | null, input: object) =>
  id
    ? api.put<{ category: ContentCategory }>(`${base}/categories/${encodeURIComponent(id)}`, input)
    : api.post<{ category: ContentCategory }>(`${base}/categories`, input);
export const deleteCategory = (id: string) =>
  api.delete<unknown>(`${base}/categories/${encodeURIComponent(id)}`);

export const listTags = () => api.get<{ tags: ContentTag[] }>(`${base}/tags`);
export const saveTag = (id: string | null, input: { name: string; color: string }) =>
  id
    ? api.put<{ tag: ContentTag }>(`${base}/tags/${encodeURIComponent(id)}`, input)
    : api.post<{ tag: ContentTag }>(`${base}/tags`, input);
export const deleteTag = (id: string) => api.delete<unknown>(`${base}/tags/${encodeURIComponent(id)}`);

export const listMedia = () => api.get<{ media: MediaFile[] }>(`${base}/media`);
export const deleteMedia = (id: string) => api.delete<unknown>(`${base}/media/${encodeURIComponent(id)}`);
/** Sends the file's bytes as they are; the server decides the type from them. */
export async function uploadMedia(file: File): Promise<MediaFile> {
  const token = sessionStore.token();
  const response = await fetch(`${base}/media?filename=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: file,
  });
  const body = (await response.json().catch(() => null)) as {
    media?: MediaFile;
    error?: { code: string; message: string };
  } | null;
  if (!response.ok || !body?.media)
    throw new ApiError(
      (body?.error?.code ?? 'INTERNAL') as never,
      body?.error?.message ?? response.statusText,
      response.status,
    );
  return body.media;
}
