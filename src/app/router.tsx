import { Spinner } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { ROUTES, type RouteDef } from '../../domain/routes.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { screenFor } from './screens.ts';
import { bootAtom, onSessionLost, userAtom } from './session.ts';

// Login and shell are separate chunks too: a signed-out visitor never downloads the shell.
const Login = lazy(() => import('./Login.tsx'));
const Shell = lazy(() => import('./Shell.tsx'));

function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="cpt-center">
      <Spinner size={40} aria-label={t('app.loading')} />
    </div>
  );
}
const pageSpinner = <PageSpinner />;

/** Unauthenticated users see only the login, whatever the URL; after sign-in the URL opens. */
function Root() {
  const boot = useAtomValue(bootAtom);
  const user = useAtomValue(userAtom);
  if (boot === 'restoring') return pageSpinner;
  return <Suspense fallback={pageSpinner}>{user ? <Shell /> : <Login />}</Suspense>;
}

/** A role the route table does not allow is sent to `/`. */
function Guard({ route, children }: { route: RouteDef; children: ReactNode }) {
  const user = useAtomValue(userAtom);
  if (!user || !route.roles.includes(user.role)) return <Navigate to="/" replace />;
  return children;
}

function Screen({ route }: { route: RouteDef }) {
  const C = screenFor(route.path)!;
  const { pathname } = useLocation();
  return (
    <Guard route={route}>
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={pageSpinner}>
          {/* keyed by path: /users/a → /users/b is a new form, not the old one's state */}
          <C key={pathname} />
        </Suspense>
      </ErrorBoundary>
    </Guard>
  );
}

const mounted = (ROUTES as readonly RouteDef[]).filter((r) => screenFor(r.path));

export const router = createBrowserRouter([
  {
    path: '/',
    element: <Root />,
    children: [
      ...mounted.map((r) =>
        r.path === '/'
          ? { index: true, element: <Screen route={r} /> }
          : { path: r.path.slice(1), element: <Screen route={r} /> },
      ),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

// A lost session (401/403, expired refresh, sign-out in another tab) returns to the root page.
onSessionLost(() => {
  void router.navigate('/', { replace: true });
});
