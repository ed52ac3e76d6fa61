/**
 * Where to go after signing in. Only a path on this site is accepted: it must start with exactly one
 * `/` (so `//evil.example` and `/\evil.example`, which browsers read as other hosts, are refused),
 * contain no control characters, and not lead back to the sign-in page itself.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://alphadesk.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://alphadesk.invalid') return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The views of /auth; `forgot` is reached from the login view, `reset` from the reset mail. */
export const authViews = ['login', 'register', 'guest', 'tier-selection', 'forgot', 'reset'] as const;
export type AuthView = (typeof authViews)[number];

export function parseView(mode: string | null): AuthView {
  return (authViews as readonly string[]).includes(mode ?? '') ? (mode as AuthView) : 'login';
}

/** Where a new member goes when nothing else was asked for. */
export const welcomePath = '/dashboard?welcome=true&new_user=true';
