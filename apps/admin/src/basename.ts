/**
 * The server opens the back-office under /admin, but also at the root of an admin host and for
 * any path with ?admin=true. The router's basename therefore follows the address it was opened at.
 */
export function routerBasename(pathname: string): string {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? '/admin' : '/';
}
