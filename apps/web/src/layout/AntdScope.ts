import { lazy } from 'react';

/**
 * antd's theme provider (AntdScopeProvider.tsx) as a lazily loaded component: as a route element
 * it wraps the child routes' pages, with children it wraps those.
 */
export const AntdScope = lazy(() => import('./AntdScopeProvider.tsx'));
