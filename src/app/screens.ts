import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { SCREENS } from '../../domain/routes.ts';

/**
 * The screens that exist so far, each loaded on demand (route-level code splitting keeps the login
 * and shell small). A declared screen names its page (`page` in domain/<entity>/resource.ts); the router
 * mounts it, and the menu and the command palette list it, only when that page exists. Pages are
 * found by name: a file of src/features/ ending in List, Form or Page (anything else stays inside
 * its page's chunk), plus the profile; test/unit/registry.test.ts checks that every such file is
 * some screen's page and every page is such a file.
 */
type Loader = () => Promise<{ default: ComponentType }>;

export const PAGES: Record<string, Loader> = import.meta.glob<{ default: ComponentType }>([
  '../features/**/*List.tsx',
  '../features/**/*Form.tsx',
  '../features/**/*Page.tsx',
  './Profile.tsx',
]);

/** `../features/users/UserForm.tsx` → `features/users/UserForm`, the form of a declaration's `page`. */
export const pageName = (file: string): string =>
  file
    .replace(/^\.\.\//, '')
    .replace(/^\.\//, 'app/')
    .replace(/\.tsx$/, '');

const BY_PAGE = new Map(Object.entries(PAGES).map(([file, load]) => [pageName(file), load]));
const BY_PATH = new Map<string, Loader>(
  SCREENS.flatMap((s) => {
    const load = s.page === undefined ? undefined : BY_PAGE.get(s.page);
    return load ? [[s.path, load] as const] : [];
  }),
);

const cache = new Map<Loader, LazyExoticComponent<ComponentType>>();

/** The lazy component of a route pattern; the same loader gives the same component (no remount). */
export function screenFor(path: string): LazyExoticComponent<ComponentType> | undefined {
  const load = BY_PATH.get(path);
  if (!load) return undefined;
  let c = cache.get(load);
  if (!c) {
    c = lazy(load);
    cache.set(load, c);
  }
  return c;
}

export function hasScreen(path: string): boolean {
  return BY_PATH.has(path);
}

/** Fetches a screen's chunk ahead of time (menu hover, palette highlight) so opening it is instant. */
export function prefetchScreen(path: string): void {
  void BY_PATH.get(path)?.().catch(() => undefined);
}
