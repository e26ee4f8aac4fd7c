import type { ResourceDef } from '../../domain/resource.ts';

/**
 * The text of each entity folder's screens.generated.ts: the `screens` of its declarations, written out as
 * plain data (paths, role lists, page names, menu and palette placements). The router, the route
 * guard and the menu need the screens for the login and the shell, while a declaration pulls in
 * its schemas and list specs (valibot, luxon); a copy made of literals imports nothing at run
 * time, so the first download stays small and the declaration stays the one place a screen is
 * written. The literals keep their types, so src/app/menu.ts still checks every label against
 * the translation keys and every icon against Blueprint's names.
 */

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const quote = (s: string) => `'${s.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** A value as TypeScript source on one line; anything but data (a function, a class) is refused. */
export function literal(v: unknown): string {
  if (typeof v === 'string') return quote(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(literal).join(', ')}]`;
  if (typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype) {
    const fields = Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => `${IDENTIFIER.test(k) ? k : quote(k)}: ${literal(x)}`);
    return fields.length ? `{ ${fields.join(', ')} }` : '{}';
  }
  throw new Error(`a screen holds data only, not ${typeof v}: ${String(v)}`);
}

/** One screen, a field per line (the file is read in reviews: a role list changed shows as one line). */
function screen(name: string, s: object): string[] {
  const fields = Object.entries(s)
    .filter(([, x]) => x !== undefined)
    .map(([k, x]) => `    ${k}: ${literal(x)},`);
  return [`  ${IDENTIFIER.test(name) ? name : quote(name)}: {`, ...fields, '  },'];
}

const HEADER = [
  '// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`',
  "// of this folder's resource.ts: edit those, then run it. The light half of the declarations,",
  "// for the login and the shell's download: data only, no import at run time.",
  "import { screens } from '../screen-table.ts';",
];

/**
 * One entity folder's screens file (its declarations in the index's order, each const name with
 * its value), or nothing when none of them has a screen.
 */
export function screensFile(declared: readonly { name: string; def: ResourceDef }[]): string | undefined {
  const blocks = declared.flatMap(({ name, def }) => {
    const screens = Object.entries(def.screens ?? {});
    if (!screens.length) return [];
    return [
      '',
      `export const ${name}_SCREENS = screens({`,
      ...screens.flatMap(([k, s]) => screen(k, s)),
      '});',
    ];
  });
  return blocks.length ? [...HEADER, ...blocks, ''].join('\n') : undefined;
}

/** domain/screens.generated.ts: every entity folder's screens, gathered for domain/routes.ts. */
export function screensIndex(folders: readonly string[]): string {
  return [
    '// Written by `npm run resources:index` (server/resources/write-screens.ts): the screens of every',
    '// entity folder (domain/<entity>/screens.generated.ts), gathered for domain/routes.ts.',
    ...folders.map((f) => `export * from './${f}/screens.generated.ts';`),
    '',
  ].join('\n');
}
