import type { Screen } from './resource.ts';
import type { Role } from './roles.ts';
import * as DECLARED_SCREENS from './screens.generated.ts';

/**
 * Every screen of both spec parts with the roles that may open it: every `*_SCREENS` block of
 * domain/screens.generated.ts, the `screens` of the declarations in domain/<entity>/resource.ts copied out
 * as plain data by `npm run resources:index` (so this table does not pull the schemas into the
 * login's download). The client builds its router, its route guard, its menu and its palette from
 * this table; a disallowed role is redirected to `/`. Where the spec says "not shown", the choice
 * is reasoned in docs/permissions.md.
 */
export interface RouteDef {
  /** react-router pattern */
  path: string;
  roles: readonly Role[];
}

export const SCREENS: readonly Screen[] = Object.entries(DECLARED_SCREENS).flatMap(([name, block]) =>
  name.endsWith('_SCREENS') ? Object.values(block as Record<string, Screen>) : [],
);

export const ROUTES: readonly RouteDef[] = SCREENS;

function matches(pattern: string, path: string): boolean {
  const p = pattern.split('/');
  const s = path.split('?')[0]!.split('#')[0]!.replace(/\/+$/, '').split('/');
  if (pattern === '/') return path === '/' || path === '';
  if (p.length !== s.length) return false;
  return p.every((seg, i) => seg.startsWith(':') || seg === s[i]);
}

/** The most specific route for a concrete path: literal segments beat parameters. */
export function routeFor(path: string): RouteDef | undefined {
  const hits = ROUTES.filter((r) => matches(r.path, path));
  hits.sort((a, b) => a.path.split(':').length - b.path.split(':').length);
  return hits[0];
}

export function canOpen(role: Role, path: string): boolean {
  const r = routeFor(path);
  return r?.roles.includes(role) ?? false;
}
