import path from 'node:path';

/**
 * kysely-codegen writes every table into one file; it is cut here into a file per table
 * (server/db/tables/<table>.generated.ts), the helper types they share (tables/common.generated.ts)
 * and the index that gathers them into the Database type (tables.generated.ts), so a migration's
 * change to one table shows in that table's file.
 */
export const TABLES_DIR = path.join(import.meta.dirname, 'tables');

const HEADER =
  '// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.';
const HELPERS = [
  'Generated',
  'Numeric',
  'Timestamp',
  'Json',
  'JsonArray',
  'JsonObject',
  'JsonPrimitive',
  'JsonValue',
];

/** The generated files by path from server/db/, from kysely-codegen's one text. */
export function splitTables(text: string): Record<string, string> {
  const first = text.indexOf('\nexport interface ');
  const preamble = text
    .slice(0, first)
    .replace(/^\/\*\*[\s\S]*?\*\/\n/, '')
    .replaceAll('"./json-columns.ts"', '"../json-columns.ts"')
    .trim();
  const blocks = [...text.slice(first).matchAll(/^export interface (\w+) \{\n[\s\S]*?^\}\n/gm)];
  const db = blocks.find((b) => b[1] === 'DB');
  if (!db) throw new Error('kysely-codegen wrote no DB interface');
  const tables = [...db[0].matchAll(/^ {2}(\w+): (\w+);$/gm)].map((m) => ({ table: m[1]!, type: m[2]! }));
  const fileOf = new Map(tables.map((t) => [t.type, `${t.table.replaceAll('_', '-')}.generated.ts`]));
  const out: Record<string, string> = {
    'tables/common.generated.ts': `${HEADER}\n${preamble}\n`,
  };
  for (const b of blocks) {
    if (b[1] === 'DB') continue;
    const file = fileOf.get(b[1]!);
    if (!file) throw new Error(`${b[1]} is no table of the DB interface`);
    const used = HELPERS.filter((h) => new RegExp(`\\b${h}\\b`).test(b[0]));
    const imports = [
      ...(/\bJsonColumn\b/.test(b[0]) ? ['import type { JsonColumn } from "../json-columns.ts";'] : []),
      ...(used.length ? [`import type { ${used.join(', ')} } from "./common.generated.ts";`] : []),
    ];
    out[`tables/${file}`] = [HEADER, ...imports, '', b[0]].join('\n');
  }
  const index = [
    HEADER,
    'export type * from "./tables/common.generated.ts";',
    ...tables.map(({ type }) => `import type { ${type} } from "./tables/${fileOf.get(type)}";`),
    '',
    `export type { ${tables.map((t) => t.type).join(', ')} };`,
    '',
    db[0],
  ];
  out['tables.generated.ts'] = index.join('\n');
  return out;
}
