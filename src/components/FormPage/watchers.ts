/**
 * Who follows which value of a form. A write at a path tells the readers of that path, of the
 * paths inside it (a row replaced) and, for the readers that follow a value's content, of the
 * paths that contain it (a list's total follows its rows); nobody else: typing in a name walks the
 * name's few dotted prefixes, not the form. react-hook-form's `useWatch` did this by handing every
 * write a deep copy of the whole form.
 */
export interface Watchers {
  /**
   * `changed` is called after each write that may change the value at `path`, or with `deep`
   * false only after writes that replace it (at it, inside a container of it, or a new baseline),
   * not those inside it (a list's row typed in). Returns the unsubscribe.
   */
  watch: (path: string, changed: () => void, deep?: boolean) => () => void;
  /** moves whenever `changed` is called for `path` (the snapshot of `useSyncExternalStore`) */
  version: (path: string, deep?: boolean) => number;
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

/** the readers of a kind: by path, what to call, and how far each path has moved */
function registry() {
  return { listeners: new Map<string, Set<() => void>>(), versions: new Map<string, number>() };
}

export function createWatchers(): Watchers {
  const deep = registry();
  const own = registry();
  /** how many watched paths lie strictly inside each path: a write there looks for them only then */
  const inside = new Map<string, number>();
  let tick = 0;

  const tell = (hits: [ReturnType<typeof registry>, string][]) => {
    tick++;
    const found = hits.filter(([r, p]) => r.listeners.has(p));
    for (const [r, p] of found) r.versions.set(p, tick);
    for (const [r, p] of found) for (const changed of [...(r.listeners.get(p) ?? [])]) changed();
  };

  return {
    watch(path, changed, isDeep = true) {
      const { listeners } = isDeep ? deep : own;
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
    version: (path, isDeep = true) => (isDeep ? deep : own).versions.get(path) ?? 0,
    wrote(path) {
      const hits: [ReturnType<typeof registry>, string][] = containers(path).map((c) => [deep, c]);
      hits.push([deep, path], [own, path]);
      if (inside.has(path)) {
        for (const r of [deep, own]) {
          for (const p of r.listeners.keys()) if (p.startsWith(`${path}.`)) hits.push([r, p]);
        }
      }
      tell(hits);
    },
    wroteAll: () => tell([deep, own].flatMap((r) => [...r.listeners.keys()].map((p) => [r, p] as const))),
  };
}
