import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PATHS_16 = path.join(ROOT, 'node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths');

/** The 16 px icons src/app/icons.generated.ts bundles (its glob's brace list). */
function bundled16(): Set<string> {
  const text = readFileSync(path.join(ROOT, 'src/app/icons.generated.ts'), 'utf8');
  const list = /16px\/paths\/\{([^}]*)\}/.exec(text)?.[1];
  if (list === undefined) throw new Error('src/app/icons.generated.ts: no 16px glob');
  return new Set(list.split(','));
}

const sources = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.generated.ts'))
    .map((f) => path.join(dir, f));

/**
 * An icon the console draws that is not bundled makes Blueprint's loader fall back to the whole
 * set of paths: 76 KB on the wire, fetched by the first list that drew one (the saved views'
 * bookmark, the carrier import's import). Every quoted Blueprint icon name on a line that speaks of
 * an icon (icon=, rightIcon:, an icon ternary) must be in icon-names.ts or a screen's declaration.
 */
describe('the icons the console names', () => {
  it('are all bundled, so no screen fetches the whole icon set', () => {
    const have = bundled16();
    const missing = new Set<string>();
    for (const file of sources('src')) {
      for (const line of readFileSync(path.join(ROOT, file), 'utf8').split('\n')) {
        if (!/icon/i.test(line)) continue;
        for (const m of line.matchAll(/['"]([a-z0-9]+(?:-[a-z0-9]+)*)['"]/g)) {
          const name = m[1]!;
          if (!have.has(name) && existsSync(path.join(PATHS_16, `${name}.js`)))
            missing.add(`${name} (${file})`);
        }
      }
    }
    expect([...missing].sort(), 'add them to src/app/icon-names.ts, then npm run resources:index').toEqual(
      [],
    );
  });
});
