import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * domain/resources/index.ts is written from the files of its folder, so a new entity is a new
 * declaration file and nothing else: every `export const X = defineResource(` of every file there
 * is listed. domain/ is shared with the browser bundle, which can neither read a directory nor
 * wait at import, hence a written file rather than a run-time scan; test/unit/registry.test.ts
 * fails when the file is not current. Run: `npm run resources:index`.
 */
export const RESOURCES_DIR = path.resolve(import.meta.dirname, '../../domain/resources');
/** the files this script writes there */
export const GENERATED = ['index.ts'];

// Biome's import order sorts `_` before letters (RECIPE_TAGS before RECIPES)
const byName = (a: string, b: string) => {
  const x = a.replaceAll('_', ' ');
  const y = b.replaceAll('_', ' ');
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The declarations of each file of domain/resources/, by file name. */
export function declarations(): { file: string; names: string[] }[] {
  return readdirSync(RESOURCES_DIR)
    .filter((f) => f.endsWith('.ts') && !GENERATED.includes(f))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(RESOURCES_DIR, file), 'utf8');
      const names = [...text.matchAll(/^export const (\w+) = defineResource\(/gm)].map((m) => m[1]!);
      return { file, names };
    })
    .filter((d) => d.names.length > 0);
}

const importsOf = (files: ReturnType<typeof declarations>) =>
  files.map(({ file, names }) => `import { ${[...names].sort(byName).join(', ')} } from './${file}';`);

const HEADER = [
  '// Written by `npm run resources:index` (server/resources/write-index.ts) from the files of',
  '// this folder: a new declaration file is picked up by running it, never by editing this list.',
  "import type { ResourceDef } from '../resource.ts';",
];

/** The text of each generated file, by name. */
export function generated(): Record<string, string> {
  const files = declarations();
  const all = files.flatMap((d) => d.names);
  const index = [
    ...HEADER,
    ...importsOf(files),
    '',
    '/** Every declaration, with its literal type. */',
    'export const DECLARED = [',
    ...all.map((n) => `  ${n},`),
    '] as const;',
    '',
    "/** Every declaration: the permission table, the server's routes and the start-up checks walk this list. */",
    'export const RESOURCES: readonly ResourceDef[] = DECLARED;',
    '',
  ];
  return { 'index.ts': index.join('\n') };
}

if (import.meta.main) {
  for (const [name, text] of Object.entries(generated())) {
    writeFileSync(path.join(RESOURCES_DIR, name), text);
    console.log(`wrote domain/resources/${name}`);
  }
}
