import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Screen } from '../../domain/resource.ts';
import { RESOURCES } from '../../domain/resources.generated.ts';

/** an entity's declaration, its schemas, list spec or answers (domain/<entity>/): the heavy half */
const DECLARATION_FILE = /^domain\/[\w-]+\/(resource|schema|schema-parts|daily-schema|list|answers)\.ts$/;

import { ROUTES, SCREENS } from '../../domain/routes.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Files and packages a module reaches by static imports (type-only and dynamic ones excluded). */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return;
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of text.matchAll(
      /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
    )) {
      const spec = m[1]!;
      if (!spec.startsWith('.')) {
        seen.add(
          `package:${spec
            .split('/')
            .slice(0, spec.startsWith('@') ? 2 : 1)
            .join('/')}`,
        );
        continue;
      }
      const target = path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), spec));
      if (existsSync(path.join(ROOT, target))) visit(target);
    }
  };
  visit(entry);
  return seen;
}

describe('the screen table (domain/screens.generated.ts) and the declarations', () => {
  const declared = RESOURCES.flatMap((r) => Object.values(r.screens ?? {}).map((s) => ({ s, key: r.key })));
  // the table is a copy of the declarations' screens as data, so a screen is known by its value
  const value = (s: Screen) => JSON.stringify(s);

  it('routes every screen a declaration has, and only those, with the same roles, page and placements', () => {
    const routed = new Set(SCREENS.map(value));
    expect(declared.filter(({ s }) => !routed.has(value(s))).map(({ s, key }) => `${key} ${s.path}`)).toEqual(
      [],
    );
    const owned = new Set(declared.map(({ s }) => value(s)));
    expect(SCREENS.filter((r) => !owned.has(value(r))).map((r) => r.path)).toEqual([]);
  });

  it('gives each path to one screen of one declaration', () => {
    const paths = declared.map(({ s }) => s.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
});

describe("the console's entry (what loads before the login draws)", () => {
  const closure = staticClosure('src/main.tsx');

  it('finds the router, the screen table and the menu', () => {
    for (const f of [
      'src/app/router.tsx',
      'domain/routes.ts',
      'domain/screens.generated.ts',
      'src/app/screens.ts',
    ])
      expect(closure.has(f), f).toBe(true);
  });

  it('the screen table imports nothing at run time (it is data copied from the declarations)', () => {
    // the index, each entity folder's screens file and the typed-literal helper, nothing else
    const table = [...staticClosure('domain/screens.generated.ts')];
    const other = table.filter(
      (f) => !/^domain\/([\w-]+\/)?screens\.generated\.ts$/.test(f) && f !== 'domain/screen-table.ts',
    );
    expect(other).toEqual([]);
    expect(table.length).toBeGreaterThan(10);
  });

  it('reaches no resource declaration, schema, list spec, valibot or luxon', () => {
    const heavy = [...closure].filter(
      (f) =>
        DECLARATION_FILE.test(f) ||
        f === 'domain/dates.ts' ||
        f === 'package:valibot' ||
        f === 'package:luxon',
    );
    expect(heavy).toEqual([]);
  });

  // valibot comes with the login (its e-mail rule) and the change feed's messages, so it is allowed here
  it('the shell and its menu reach no declaration, schema, list spec or luxon (they draw at sign-in)', () => {
    const shell = [...staticClosure('src/app/Shell.tsx')];
    expect(
      shell.filter((f) => DECLARATION_FILE.test(f) || /^domain\/dates\.ts$|package:luxon$/.test(f)),
    ).toEqual([]);
  });
});
