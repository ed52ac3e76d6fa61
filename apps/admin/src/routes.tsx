import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { LoginPage } from './pages/login/LoginPage.tsx';

/**
 * Keeps the query string: on a member host the back-office is only served for `?admin=true`, so
 * dropping it would make the next reload open the member site.
 */
function RedirectToLogin() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/login', search }} replace />;
}

/** The back-office routes. Until administrator sessions exist, every other path leads to sign-in. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <RedirectToLogin /> },
];

export function AppRoutes() {
  return useRoutes(routes);
}
