/**
 * Who follows which value of a form. A write at a path tells the readers of that path, of the
 * paths that contain it (a list's total follows its rows) and of the paths inside it (a row
 * replaced), and nobody else: typing in a name walks the name's few dotted prefixes, not the form.
 * react-hook-form's `useWatch` did this by handing every write a deep copy of the whole form.
 */
export interface Watchers {
  /** `changed` is called after each write that may change the value at `path`; returns the unsubscribe */
  watch: (path: string, changed: () => void) => () => void;
  /** moves whenever `changed` is called for `path` (the snapshot of `useSyncExternalStore`) */
  version: (path: string) => number;
  wrote: (path: string) => void;
  /** every value may have changed (a new baseline) */
  wroteAll: () => void;
}

/** "a.0.b" → ["a", "a.0"] */
function containers(path: string): string[] {
  const out: string[] = [];
  for (let i = path.indexOf('.'); i !== -1; i = path.indexOf('.', i + 1)) out.push(path.slice(0, i));
  return out;
}

export function createWatchers(): Watchers {
  const listeners = new Map<string, Set<() => void>>();
  /** how many watched paths lie strictly inside each path: a write there looks for them only then */
  const inside = new Map<string, number>();
  const versions = new Map<string, number>();
  let tick = 0;

  const tell = (paths: Iterable<string>) => {
    tick++;
    const hit = [...paths].filter((p) => listeners.has(p));
    for (const p of hit) versions.set(p, tick);
    for (const p of hit) for (const changed of [...(listeners.get(p) ?? [])]) changed();
  };

  return {
    watch(path, changed) {
      let set = listeners.get(path);
      if (!set) {
        set = new Set();
        listeners.set(path, set);
        for (const c of containers(path)) inside.set(c, (inside.get(c) ?? 0) + 1);
      }
      set.add(changed);
      return () => {
        set.delete(changed);
        if (set.size || listeners.get(path) !== set) return;
        listeners.delete(path);
        for (const c of containers(path)) {
          const n = (inside.get(c) ?? 1) - 1;
          if (n) inside.set(c, n);
          else inside.delete(c);
        }
      };
    },
    version: (path) => versions.get(path) ?? 0,
    wrote(path) {
      const paths = [...containers(path), path];
      if (inside.has(path)) {
        for (const p of listeners.keys()) if (p.startsWith(`${path}.`)) paths.push(p);
      }
      tell(paths);
    },
    wroteAll: () => tell(listeners.keys()),
  };
}
