/**
 * Whether the form differs from its baseline, kept up to date by each write without comparing
 * the whole form: it holds the written paths whose value differs from the baseline's, and every
 * difference lies under one of them. A write at a path decides that path's subtree (what was
 * held inside it goes); when it brings the path back to the baseline, only the held paths that
 * contain it are compared again. react-hook-form's own dirty check compares the whole form with
 * its baseline whenever a field comes back to its baseline value.
 */
export interface DirtyPaths {
  /** after a write at `path`: is anything still different from the baseline? */
  wrote: (path: string) => boolean;
  /** a new baseline */
  clear: () => void;
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`);

const isPlain = (x: object) => {
  const proto = Object.getPrototypeOf(x);
  return proto === null || proto === Object.prototype || Array.isArray(x);
};

/** The values' equality react-hook-form uses: by content for plain objects, arrays and dates. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Object.is(a, b);
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (!isPlain(a) || !isPlain(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(rb, k) && sameValue(ra[k], rb[k]));
}

export function createDirtyPaths(
  now: (path: string) => unknown,
  base: (path: string) => unknown,
): DirtyPaths {
  const held = new Set<string>();
  return {
    wrote(path) {
      for (const p of held) if (under(p, path)) held.delete(p);
      if (!sameValue(now(path), base(path))) held.add(path);
      else for (const p of held) if (under(path, p) && sameValue(now(p), base(p))) held.delete(p);
      return held.size > 0;
    },
    clear: () => held.clear(),
  };
}
