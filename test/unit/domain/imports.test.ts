import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * domain/ is shared by the server and the browser: it may import itself and packages that run the
 * same in both (valibot, luxon, and sanitize-html for rich text, which needs no DOM) only.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../domain');
const ALLOWED = new Set(['valibot', 'luxon', 'sanitize-html']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const SPECIFIER =
  /(?:^|[^\w.])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function specifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

describe('domain/ imports nothing but valibot, luxon, sanitize-html and relative paths', () => {
  const all = files(ROOT);
  it('finds the domain files', () => expect(all.length).toBeGreaterThan(30));

  it.each(all.map((f) => [relative(ROOT, f), f]))('%s', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    for (const spec of specifiers(source)) {
      if (ALLOWED.has(spec)) continue;
      expect(spec, `${spec} in ${file}`).toMatch(/^\.\.?\//);
      expect(resolve(dirname(file), spec).startsWith(ROOT), `${spec} leaves domain/`).toBe(true);
      expect(spec, 'relative imports carry their .ts extension').toMatch(/\.ts$/);
    }
    expect(source).not.toMatch(/\bprocess\.env\b|\bwindow\.|\bdocument\./);
  });

  it('the scanner sees every import form', () => {
    expect(
      specifiers(
        `import * as v from 'valibot';\nimport type { A } from './a.ts';\nexport { b } from "../b.ts";\nconst x = import('fs');`,
      ),
    ).toEqual(['valibot', './a.ts', '../b.ts', 'fs']);
  });
});
