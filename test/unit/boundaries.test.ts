import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(ROOT, dir))) {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) out.push(...filesUnder(rel));
    else if (/\.(ts|tsx)$/.test(name)) out.push(rel);
  }
  return out;
}

/** Top-level folders a file's relative imports reach. */
function reaches(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map(
    (s) => path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), s)).split(path.sep)[0]!,
  );
}

/** Which top-level folders each one may import from (besides itself and packages). */
const ALLOWED: Record<string, readonly string[]> = {
  grids: ['domain', 'locales', 'grids'],
  server: ['domain', 'locales', 'server'],
  src: ['domain', 'locales', 'grids', 'src'],
};

describe('boundaries between the layers', () => {
  for (const [layer, allowed] of Object.entries(ALLOWED)) {
    it(`${layer}/ imports only from ${allowed.join(', ')}`, () => {
      const bad = filesUnder(layer).flatMap((f) =>
        reaches(f)
          .filter((top) => !allowed.includes(top))
          .map((top) => `${f} → ${top}/`),
      );
      expect(bad).toEqual([]);
    });
  }

  it('no comment names an issue, a session or a project phase', () => {
    const bad = ['domain', 'server', 'src', 'grids', 'bench', 'test'].flatMap((dir) =>
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
});
