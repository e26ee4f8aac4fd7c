import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResourceDef } from '../../domain/resource.ts';

/**
 * The text of src/app/icons.generated.ts: the bundled icons' globs, the hand list of
 * src/app/icon-names.ts plus every menu and palette icon of the declarations' screens, so a new
 * entity's menu icon is bundled without an edit outside its declaration (the menu draws at
 * sign-in: an unbundled icon there would fetch Blueprint's whole set with the shell). A glob's
 * pattern must be a literal in the file that calls it, hence a written file.
 */
const PATHS = '/node_modules/@blueprintjs/icons/lib/esm/generated';
const NAMES_FILE = path.resolve(import.meta.dirname, '../../src/app/icon-names.ts');

/**
 * A list of icon-names.ts, read as text: server/ does not import the client's modules
 * (test/unit/boundaries.test.ts), and the file is plain data (its names type-checked there).
 */
export function drawn(list: 'DRAWN_16' | 'DRAWN_20'): string[] {
  const text = readFileSync(NAMES_FILE, 'utf8');
  const body = new RegExp(`export const ${list} = \\[([^\\]]*)\\]`).exec(text)?.[1];
  if (body === undefined) throw new Error(`src/app/icon-names.ts: no ${list} list`);
  return [...body.matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]!);
}

const glob = (name: string, size: number, icons: readonly string[]) => [
  `export const ${name} = import.meta.glob<IconPaths>(`,
  `  '${PATHS}/${size}px/paths/{${[...new Set(icons)].sort().join(',')}}.js',`,
  "  { eager: true, import: 'default' },",
  ');',
];

export function iconsFile(declared: readonly { def: ResourceDef }[]): string {
  const placed = declared.flatMap(({ def }) =>
    Object.values(def.screens ?? {}).flatMap((s) =>
      [s.menu?.icon, s.palette?.icon].filter((i) => i !== undefined),
    ),
  );
  return [
    '// Written by `npm run resources:index` (server/resources/write-icons.ts) from',
    '// src/app/icon-names.ts and the menu and palette icons of the declarations in domain/<entity>/resource.ts.',
    "import type { IconPaths } from '@blueprintjs/icons';",
    '',
    ...glob('ICONS_16', 16, [...drawn('DRAWN_16'), ...placed]),
    ...glob('ICONS_20', 20, drawn('DRAWN_20')),
    '',
  ].join('\n');
}
