import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../domain/actions.ts';
import { COMMUNITIES } from '../../domain/communities.ts';
import { CITIES, ROLES } from '../../domain/roles.ts';
import { MSG } from '../../domain/schemas/common.ts';
import { RULE_TYPES } from '../../domain/schemas/delivery.ts';
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };

/**
 * The dictionaries must hold the same keys, in real Chinese, and every key the code uses. Keys are
 * found by reading the source: t('…') calls and quoted 'area.key' literals in the client, and the
 * 'validation.*' / 'errors.*' keys that domain rules and the server send to the client.
 */
const ROOT = join(import.meta.dirname, '../..');

function flatten(obj: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
    else out.set(key, v);
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

function exists(dir: string): boolean {
  try {
    return statSync(join(ROOT, dir)).isDirectory();
  } catch {
    return false;
  }
}

const EN = flatten(en);
const ZH = flatten(zh);
const ACTION_NAMES = new Set(Object.keys(ACTIONS));
const CLIENT_AREAS =
  'app|menu|palette|login|profile|list|form|users|delivery|shortcuts|roles|cities|communities|validation|errors';
const T_CALL = /\bt\(\s*['"]([\w.-]+)['"]/g;
const CLIENT_LITERAL = new RegExp(`['"]((?:${CLIENT_AREAS})\\.[\\w.-]+)['"]`, 'g');
const SHARED_LITERAL = /['"]((?:validation|errors)\.[A-Za-z0-9_]+)['"]/g;

function keysIn(files: string[], patterns: RegExp[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const re of patterns)
      for (const m of text.matchAll(re)) found.set(m[1]!, file.slice(ROOT.length + 1));
  }
  return found;
}

const vars = (s: unknown) => [...String(s).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('en and zh have the same keys', () => {
    expect([...ZH.keys()].filter((k) => !EN.has(k))).toEqual([]);
    expect([...EN.keys()].filter((k) => !ZH.has(k))).toEqual([]);
  });

  it('every entry is a non-empty string with the same placeholders in both languages', () => {
    for (const [k, v] of EN) {
      expect(typeof v === 'string' && v.trim() !== '', `en ${k}`).toBe(true);
      expect(vars(ZH.get(k)), `placeholders of ${k}`).toEqual(vars(v));
    }
  });

  it('the Chinese dictionary is written in Chinese', () => {
    const notChinese = [...ZH].filter(([, v]) => !/[\u3400-\u9fff]/.test(String(v))).map(([k]) => k);
    expect(notChinese).toEqual([]);
  });

  it('has every key the client uses', () => {
    const files = [...sources('src'), ...sources('grids')];
    const used = keysIn(files, [T_CALL, CLIENT_LITERAL]);
    const missing = [...used]
      .filter(([k]) => !ACTION_NAMES.has(k) && !EN.has(k))
      .map(([k, f]) => `${k} (${f})`);
    expect(missing).toEqual([]);
  });

  it('has every validation and error key that domain rules and the server send', () => {
    const files = [...sources('domain'), ...(exists('server') ? sources('server') : [])];
    const used = keysIn(files, [SHARED_LITERAL]);
    const missing = [...used].filter(([k]) => !EN.has(k)).map(([k, f]) => `${k} (${f})`);
    expect(missing).toEqual([]);
  });

  it('has the keys built at run time: roles, cities, communities, rule types, schema messages', () => {
    const dynamic = [
      ...ROLES.map((r) => `roles.${r}`),
      ...CITIES.map((c) => `cities.${c}`),
      ...COMMUNITIES.map((c) => `communities.${c.key}`),
      ...RULE_TYPES.map((r) => `delivery.ruleTypes.${r}`),
      ...Object.values(MSG),
    ];
    expect(dynamic.filter((k) => !EN.has(k))).toEqual([]);
  });
});
