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
