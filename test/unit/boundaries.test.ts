import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string, ext = /\.(ts|tsx)$/): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(ROOT, dir))) {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) out.push(...filesUnder(rel, ext));
    else if (ext.test(name)) out.push(rel);
  }
  return out;
}

/**
 * The layers, most specific first: a path belongs to the first that holds it. src/grids/ and the
 * parts of the console are layers of their own, so a rule can name one part of src/.
 */
const LAYERS = [
  'src/grids',
  'src/api',
  'src/app',
  'src/components',
  'src/features',
  'src',
  'domain',
  'server',
  'locales',
] as const;
type Layer = (typeof LAYERS)[number];

const layerOf = (rel: string): string =>
  LAYERS.find((l) => rel === l || rel.startsWith(`${l}/`)) ?? rel.split('/')[0]!;

/** Every module a file imports or re-exports, statically or lazily, as written. */
function specifiers(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const re =
    /^\s*(?:import|export)\s[^;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]/gm;
  return [...text.matchAll(re)].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

/** The layers a file's relative imports reach. */
function reaches(file: string): string[] {
  return specifiers(file)
    .filter((s) => s.startsWith('.'))
    .map((s) => layerOf(path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), s))));
}

/** Which layers each one may import from (besides itself and packages). */
const ALLOWED: Record<Layer, readonly string[]> = {
  domain: ['domain'],
  locales: ['domain'],
  server: ['domain', 'locales'],
  // the columns: no page, no shell, no component (a page hands its React cells in through the context)
  'src/grids': ['domain', 'locales'],
  // the session reaches it through session-access.ts, handed in by the shell at start-up
  'src/api': ['domain', 'locales'],
  // the shell finds the pages by name (screens.ts, import.meta.glob) and is handed the features'
  // menu badges by the entry (menuBadges.tsx): it imports no feature
  'src/app': ['domain', 'locales', 'src/api', 'src/components'],
  'src/components': ['domain', 'locales', 'src/api', 'src/app', 'src/grids'],
  'src/features': ['domain', 'locales', 'src/api', 'src/app', 'src/components', 'src/grids'],
  // the entry
  src: ['domain', 'locales', 'src/api', 'src/app', 'src/components', 'src/features', 'src/grids'],
};

describe('boundaries between the layers', () => {
  for (const [layer, allowed] of Object.entries(ALLOWED)) {
    it(`${layer}/ imports only from ${allowed.join(', ') || 'itself'}`, () => {
      const bad = filesUnder(layer)
        .filter((f) => layerOf(f) === layer)
        .flatMap((f) =>
          reaches(f)
            .filter((to) => to !== layer && !allowed.includes(to))
            .map((to) => `${f} → ${to}/`),
        );
      expect(bad).toEqual([]);
    });
  }

  // domain/ runs in the browser and on the server alike: no Node module, no framework; the rich
  // text policy's sanitizer runs the same in both (docs/recipes.md)
  it('domain/ imports no package but valibot, luxon and the sanitizer', () => {
    const PACKAGES = ['valibot', 'luxon', 'sanitize-html'];
    const bad = filesUnder('domain').flatMap((f) =>
      specifiers(f)
        .filter((s) => !s.startsWith('.') && !PACKAGES.includes(s))
        .map((s) => `${f} → ${s}`),
    );
    expect(bad).toEqual([]);
  });

  it('sees the imports it checks', () => {
    expect(reaches('src/features/users/UsersList.tsx')).toContain('src/grids');
    expect(specifiers('domain/dates.ts')).toContain('luxon');
    expect(reaches('src/grids/cell-types.ts')).toEqual(expect.arrayContaining(['domain', 'locales']));
  });

  it('no comment names an issue, a session or a project phase', () => {
    const bad = ['domain', 'server', 'src', 'bench', 'test'].flatMap((dir) =>
      filesUnder(dir).flatMap((f) =>
        readFileSync(path.join(ROOT, f), 'utf8')
          .split('\n')
          .map((line, i) => ({ line, n: i + 1 }))
          .filter(({ line }) => /(\/\/|\/\*|^\s*\*).*\b(issue|session|phase) \d+\b/i.test(line))
          .map(({ n }) => `${f}:${n}`),
      ),
    );
    expect(bad).toEqual([]);
  });

  /**
   * The specification the product was first built from is not in the repository, so a citation of
   * one of its sections ("part", a number, "§", a section) tells a reader nothing: a comment states
   * the rule, or names the docs/ section that does. An RFC's sections are public and stay allowed.
   * grids/ is not scanned yet: its files still carry such citations.
   */
  it('no comment, title or doc cites a section of the absent specification', () => {
    const cites = /\bp(?:art)?\s?[12]\s?§|§\s?\d/i;
    const bad = ['domain', 'server', 'src', 'bench', 'test', 'docs'].flatMap((dir) =>
      filesUnder(dir, /\.(ts|tsx|md|sql)$/).flatMap((f) =>
        readFileSync(path.join(ROOT, f), 'utf8')
          .split('\n')
          .map((line, i) => ({ line: line.replace(/RFC \d+ §[\d.]+/g, ''), n: i + 1 }))
          .filter(({ line }) => cites.test(line))
          .map(({ n }) => `${f}:${n}`),
      ),
    );
    expect(bad).toEqual([]);
  });
});
