import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResourceDef } from '../../domain/resource.ts';
import { iconsFile } from './write-icons.ts';
import { screensFile, screensIndex } from './write-screens.ts';

/**
 * domain/resources.generated.ts, domain/screens.generated.ts and src/app/icons.generated.ts are
 * written from the entity folders, so a new entity is a new declaration file and
 * nothing else: every `export const X = defineResource(` of every file there is listed, its
 * `screens` copied into the light screen table (write-screens.ts) and their menu and palette
 * icons bundled (write-icons.ts). domain/ is shared with the browser bundle, which can
 * neither read a directory nor wait at import, hence written files rather than a run-time scan;
 * test/unit/registry.test.ts fails when they are not current. Run: `npm run resources:index`.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const DOMAIN_DIR = path.join(ROOT, 'domain');
/** each entity's declarations, in its folder of domain/ */
const DECLARATION_FILE = 'resource.ts';

// Biome's import order sorts `_` before letters (RECIPE_TAGS before RECIPES)
const byName = (a: string, b: string) => {
  const x = a.replaceAll('_', ' ');
  const y = b.replaceAll('_', ' ');
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The declarations of each entity folder's resource.ts, by path from domain/ ('offers/resource.ts'). */
export function declarations(): { file: string; names: string[] }[] {
  return readdirSync(DOMAIN_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(DOMAIN_DIR, d.name, DECLARATION_FILE)))
    .map((d) => `${d.name}/${DECLARATION_FILE}`)
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(DOMAIN_DIR, file), 'utf8');
      const names = [...text.matchAll(/^export const (\w+) = defineResource\(/gm)].map((m) => m[1]!);
      return { file, names };
    })
    .filter((d) => d.names.length > 0);
}

const importsOf = (files: ReturnType<typeof declarations>) =>
  files.map(({ file, names }) => `import { ${[...names].sort(byName).join(', ')} } from './${file}';`);

const HEADER = [
  '// Written by `npm run resources:index` (server/resources/write-index.ts) from the entity',
  "// folders' resource.ts: a new declaration file is picked up by running it, never by editing this list.",
  "import type { ResourceDef } from './resource.ts';",
];

/** Each declaration file's const names and values, in the index's order. */
async function declared(files: ReturnType<typeof declarations>) {
  const out: { file: string; defs: { name: string; def: ResourceDef }[] }[] = [];
  for (const { file, names } of files) {
    const mod = (await import(pathToFileURL(path.join(DOMAIN_DIR, file)).href)) as Record<
      string,
      ResourceDef
    >;
    out.push({ file, defs: names.map((name) => ({ name, def: mod[name]! })) });
  }
  return out;
}

/** The text of each generated file, by its path from the repository's root. */
export async function generated(): Promise<Record<string, string>> {
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
  const byFile = await declared(files);
  // each entity folder keeps its own screens; the index gathers the folders that have some
  const screens: Record<string, string> = {};
  for (const { file, defs } of byFile) {
    const text = screensFile(defs);
    if (text) screens[`domain/${path.dirname(file)}/screens.generated.ts`] = text;
  }
  const folders = Object.keys(screens).map((f) => path.basename(path.dirname(f)));
  return {
    'domain/resources.generated.ts': index.join('\n'),
    ...screens,
    'domain/screens.generated.ts': screensIndex(folders),
    'src/app/icons.generated.ts': iconsFile(byFile.flatMap((f) => f.defs)),
  };
}

/** A generated file's absolute path. */
export const generatedPath = (file: string): string => path.join(ROOT, file);

if (import.meta.main) {
  for (const [file, text] of Object.entries(await generated())) {
    writeFileSync(generatedPath(file), text);
    console.log(`wrote ${file}`);
  }
}
