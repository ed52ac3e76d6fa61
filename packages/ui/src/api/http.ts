import { readStoredLanguage } from '../i18n/languages.ts';
import { clientError, errorFromBody } from './errors.ts';

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls the API and returns the parsed JSON body typed as `T`. The type is the contract's inferred
 * type; the server validates its own answers against the same schemas, so the client does not
 * re-parse them (that would put zod in every page's bundle).
 */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // The server answers errors in the language the reader chose (the one both apps remember).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': readStoredLanguage(),
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw clientError('NETWORK_ERROR');
  }
  const body = await readJson(response);
  if (!response.ok) throw errorFromBody(response.status, body, response.headers.get('Content-Language'));
  if (body === undefined && response.status !== 204) {
    throw clientError('UNEXPECTED_RESPONSE', response.status);
  }
  return body as T;
}
