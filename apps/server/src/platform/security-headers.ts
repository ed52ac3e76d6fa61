import type { PlatformConfig } from './config.ts';

/** What the modules add to the content security policy. */
export interface HttpSecurityOptions {
  /** Google's sign-in button (a script and an iframe from accounts.google.com) is in use. */
  googleSignIn: boolean;
  /** Origins forms may post to besides our own (a payment gateway's hosted page). */
  formActionOrigins: readonly string[];
}

/** This site's WebSocket origin (ws:// behind http, wss:// behind https), from PUBLIC_BASE_URL. */
export function webSocketOrigin(publicBaseUrl: string): string {
  const url = new URL(publicBaseUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Every security header of every response, built once at start: the values depend only on the
 * configuration, so no request pays for assembling them again.
 */
export function securityHeaders(
  config: Pick<PlatformConfig, 'env' | 'publicBaseUrl'>,
  security: HttpSecurityOptions,
): Readonly<Record<string, string>> {
  // Google's sign-in button is a script and an iframe from accounts.google.com: allowed only when
  // Google sign-in is configured.
  const google = security.googleSignIn ? ['https://accounts.google.com'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...google.map((origin) => `${origin}/gsi/client`)],
    // antd's CSS-in-JS injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'", ...google.map((origin) => `${origin}/gsi/style`)],
    'img-src': ["'self'", 'data:', 'https://*.googleusercontent.com'],
    'font-src': ["'self'", 'data:'],
    // Our own API and our own live-quote socket only: not every ws: or wss: host on the internet.
    'connect-src': ["'self'", webSocketOrigin(config.publicBaseUrl), ...google],
    'frame-src': google.length ? google : ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    // The payment form posts to the gateway's hosted page (PayUni's origin, only when configured).
    'form-action': ["'self'", ...security.formActionOrigins],
  };
  const policy = Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
  return Object.freeze({
    'content-security-policy': policy,
    // Google's popup sign-in needs to talk back to the opener.
    'cross-origin-opener-policy': google.length ? 'same-origin-allow-popups' : 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(config.env === 'production'
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}
