import { appError } from '../../platform/errors.ts';

/**
 * Paths a load test may never target: the back-office (its requests carry no token, so they would
 * only flood the security centre with refusals, and include the load-test routes themselves) and
 * the metrics scrape.
 */
const refusedPrefixes = ['/api/admin', '/metrics'];

/**
 * The only target a load test accepts: a plain path on this server. Anything that could name another
 * host is refused — an absolute or protocol-relative URL, a backslash, an `@`, dot segments, encoded
 * slashes or dots, control characters — so the request built from it can only reach ourselves.
 */
export function localTarget(raw: string): string {
  const refuse = () => appError('PERF_TARGET_NOT_LOCAL');
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//')) throw refuse();
  if (/[\\@\s]/.test(value) || [...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f'))
    throw refuse();
  if (/%(2f|5c|2e|40|00)/i.test(value)) throw refuse();
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) throw refuse();
  const [path] = value.split(/[?#]/);
  if (path!.split('/').some((segment) => segment === '.' || segment === '..')) throw refuse();
  if (path!.includes('//')) throw refuse();
  // The same check a URL parser makes: resolved against a placeholder host it must stay on that host.
  const resolved = new URL(value, 'http://self.invalid');
  if (resolved.host !== 'self.invalid' || resolved.pathname !== path) throw refuse();
  if (refusedPrefixes.some((prefix) => path === prefix || path!.startsWith(`${prefix}/`)))
    throw appError('PERF_TARGET_REFUSED');
  return value;
}
