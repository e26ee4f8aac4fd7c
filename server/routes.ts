import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AreaRoutes } from './context.ts';

/**
 * Every area's routes, found by convention rather than listed: the default export of
 * `server/<area>/routes.ts` or `server/<area>/<name>-routes.ts` (a file without one, such as the
 * live page's parts, is registered by its area). An area declares its operations in
 * domain/<entity>/resource.ts and serves them (server/resources/serve.ts); the server refuses to start with
 * a route that is not declared or a declaration not served, so a forgotten default export is
 * caught at the first start.
 */
const SERVER = import.meta.dirname;
const ROUTE_FILE = /^(?:[\w-]+-)?routes\.ts$/;

/** The route files of the areas, relative to server/, sorted. */
export function areaRouteFiles(): string[] {
  return readdirSync(SERVER, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(path.join(SERVER, d.name))
        .filter((f) => ROUTE_FILE.test(f))
        .map((f) => `${d.name}/${f}`),
    )
    .sort();
}

/** Read when the app is built (not at import, so no module waits on the scan). */
export async function loadAreas(): Promise<AreaRoutes[]> {
  const modules = await Promise.all(
    areaRouteFiles().map(
      async (f): Promise<{ default?: unknown }> => import(pathToFileURL(path.join(SERVER, f)).href),
    ),
  );
  // each default export is written `export default x satisfies AreaRoutes`, which types it there
  return modules.flatMap((m) => (typeof m.default === 'function' ? [m.default as AreaRoutes] : []));
}
