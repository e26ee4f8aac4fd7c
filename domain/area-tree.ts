/**
 * The delivery-area tree, rebuilt on the client from the flat GET /api/delivery-areas answer
 * (each area names its parent). Pure, so it is unit-tested.
 */
export interface AreaRow {
  id: string;
  name: string;
  nameZh: string;
  parent: string | null;
  path?: string[];
  createdAt?: string;
}

export interface AreaOption {
  id: string;
  depth: number;
  /** ancestors then the area itself, root first */
  ids: string[];
  area: AreaRow;
}

export interface AreaIndex {
  byId: Map<string, AreaRow>;
  /** every area, depth first, siblings by name: the order a tree reads in */
  options: AreaOption[];
  label: (id: string, lang: string) => string;
  pathLabel: (id: string, lang: string, separator?: string) => string;
  /** the area and everything below it (an area cannot move under its own descendant) */
  subtree: (id: string) => Set<string>;
}

export function areaName(a: AreaRow, lang: string): string {
  return lang === 'zh' && a.nameZh ? a.nameZh : a.name;
}

export function buildAreaIndex(rows: readonly AreaRow[]): AreaIndex {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<string | null, AreaRow[]>();
  for (const r of rows) {
    // an area whose parent is unknown is shown as a root rather than lost
    const parent = r.parent && byId.has(r.parent) ? r.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), r]);
  }
  for (const list of children.values()) list.sort((a, b) => a.name.localeCompare(b.name));

  const options: AreaOption[] = [];
  const walk = (parent: string | null, ids: string[], seen: Set<string>) => {
    for (const a of children.get(parent) ?? []) {
      if (seen.has(a.id)) continue; // defends against a cycle in bad data
      const path = [...ids, a.id];
      options.push({ id: a.id, depth: ids.length, ids: path, area: a });
      walk(a.id, path, new Set(seen).add(a.id));
    }
  };
  walk(null, [], new Set());
  const pathOf = new Map(options.map((o) => [o.id, o.ids]));

  const label = (id: string, lang: string) => {
    const a = byId.get(id);
    return a ? areaName(a, lang) : '';
  };
  const pathLabel = (id: string, lang: string, separator = ' / ') =>
    (pathOf.get(id) ?? [id]).map((x) => label(x, lang) || x).join(separator);
  const subtree = (id: string) => {
    const out = new Set<string>([id]);
    for (const o of options) if (o.ids.includes(id)) out.add(o.id);
    return out;
  };
  return { byId, options, label, pathLabel, subtree };
}
