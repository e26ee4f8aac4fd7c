import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RoutePath } from '../../domain/routes.ts';

/**
 * The screens that exist so far, each loaded on demand (route-level code splitting keeps the login
 * and shell small). The router mounts a route of domain/routes.ts only when it has a screen here,
 * and the menu and the command palette list only those: later issues add lines, nothing else.
 */
type Loader = () => Promise<{ default: ComponentType }>;

const LOADERS: Partial<Record<RoutePath, Loader>> = {
  '/': () => import('./Profile.tsx'),
  '/users': () => import('../features/users/UsersList.tsx'),
  '/users/create': () => import('../features/users/UserForm.tsx'),
  '/users/:userId': () => import('../features/users/UserForm.tsx'),
  '/offers': () => import('../features/offers/OffersList.tsx'),
  '/offers/:offerId/orders': () => import('../features/live/LivePage.tsx'),
  '/delivery': () => import('../features/delivery/DeliveryPage.tsx'),
  '/delivery/template/create': () => import('../features/delivery/TemplateForm.tsx'),
  '/delivery/template/:templateId': () => import('../features/delivery/TemplateForm.tsx'),
  '/delivery/areas/create': () => import('../features/delivery/AreaForm.tsx'),
  '/delivery/areas/:areaId': () => import('../features/delivery/AreaForm.tsx'),
};

const cache = new Map<Loader, LazyExoticComponent<ComponentType>>();

/** The lazy component of a route pattern; the same loader gives the same component (no remount). */
export function screenFor(path: string): LazyExoticComponent<ComponentType> | undefined {
  const load = LOADERS[path as RoutePath];
  if (!load) return undefined;
  let c = cache.get(load);
  if (!c) {
    c = lazy(load);
    cache.set(load, c);
  }
  return c;
}

export function hasScreen(path: string): boolean {
  return path in LOADERS;
}

/** Fetches a screen's chunk ahead of time (menu hover, palette highlight) so opening it is instant. */
export function prefetchScreen(path: string): void {
  void LOADERS[path as RoutePath]?.().catch(() => undefined);
}
