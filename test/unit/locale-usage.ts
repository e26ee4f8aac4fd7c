import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads the source for the translation keys it uses, so the locale test can check them against
 * the dictionaries. The type checker sees the keys written where a `TKey` is expected; this also
 * finds the ones it cannot see: message keys domain/ rules and the server send as plain strings,
 * and the groups of keys built from a value at run time (`roles.${role}`, keyIn('live.channels', v)).
 */
export const ROOT = join(import.meta.dirname, '../..');
export const CODE_DIRS = ['src', 'domain', 'server'] as const;

export function flatten(obj: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
    else out.set(key, v);
  }
  return out;
}

/** The dotted paths of the objects of a dictionary: `live`, `live.channels`, … */
export function groupsOf(obj: unknown, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    if (!v || typeof v !== 'object') continue;
    const key = prefix ? `${prefix}.${k}` : k;
    out.add(key);
    for (const g of groupsOf(v, key)) out.add(g);
  }
  return out;
}

function sources(dir: string): string[] {
  const abs = join(ROOT, dir);
  return readdirSync(abs).flatMap((name) => {
    const p = join(abs, name);
    if (statSync(p).isDirectory()) return sources(join(dir, name));
    return /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

export interface Use {
  key: string;
  file: string;
}

export interface Usage {
  /** every quoted dotted literal under one of the dictionaries' top-level names */
  literals: Use[];
  /** `t('…')` calls and `…Key: '…'` / `…Key="…"` values, whatever their first segment */
  explicit: Use[];
  /** the part before `${` of template literals under a top-level name: `roles` of `roles.${r}` */
  templates: Use[];
}

/** Scans src/ (grids included), domain/ and server/ for the keys they use, given the top-level names. */
export function scanUsage(namespaces: Iterable<string>): Usage {
  const ns = [...namespaces].join('|');
  const literal = new RegExp(`['"\`]((?:${ns})(?:\\.[\\w-]+)+)['"\`]`, 'g');
  const explicit = [/\bt\(\s*['"]([^'"]+)['"]/g, /\b\w*Key\s*[:=]\s*\{?\s*['"]([^'"]+)['"]/g];
  const template = new RegExp(`\`((?:${ns})(?:\\.[\\w-]+)*)\\.\\$\\{`, 'g');
  const usage: Usage = { literals: [], explicit: [], templates: [] };
  for (const dir of CODE_DIRS)
    for (const path of sources(dir)) {
      const text = readFileSync(path, 'utf8');
      const file = path.slice(ROOT.length + 1);
      for (const m of text.matchAll(literal)) usage.literals.push({ key: m[1]!, file });
      for (const re of explicit) for (const m of text.matchAll(re)) usage.explicit.push({ key: m[1]!, file });
      for (const m of text.matchAll(template)) usage.templates.push({ key: m[1]!, file });
    }
  return usage;
}
