import { RESOURCES } from '../../domain/resources.generated.ts';

/** Each declared path as a pattern (a `:param` is one segment), with the methods it takes. */
const PATHS: { pattern: RegExp; params: number; methods: Set<string> }[] = (() => {
  const byPath = new Map<string, Set<string>>();
  for (const r of RESOURCES) {
    for (const op of Object.values(r.ops)) {
      const methods = byPath.get(op.path) ?? new Set<string>();
      methods.add(op.method);
      if (op.method === 'GET') methods.add('HEAD');
      byPath.set(op.path, methods);
    }
  }
  return [...byPath].map(([path, methods]) => ({
    pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')}/?$`),
    params: (path.match(/:/g) ?? []).length,
    methods,
  }));
})();

/**
 * The methods the declared operations take on a concrete path (`/api/users/123`), for the 405 of
 * a wrong method; none for a path that no operation declares (a 404).
 */
export function allowedMethods(url: string): string[] {
  const matching = PATHS.filter((p) => p.pattern.test(url));
  // the most literal paths name the resource: `/api/users/details` is the list, not a member
  const fewest = Math.min(...matching.map((p) => p.params));
  const out = new Set<string>();
  for (const p of matching) if (p.params === fewest) for (const m of p.methods) out.add(m);
  return [...out];
}
