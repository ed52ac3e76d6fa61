/**
 * A string only the back-office bundle contains. The bundle-size bench searches the member site's
 * build for it to prove no admin code leaked into member chunks. main.tsx uses it at run time so
 * the minifier keeps it.
 */
export const ADMIN_BUNDLE_MARKER = 'alphadesk-admin-bundle';
