export { publicApiRoutes } from './routes.ts';
export type { PublicApiDeps } from './ports.ts';
