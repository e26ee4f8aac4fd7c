import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import {
  PostgresDialect as CodegenPostgresDialect,
  type ExpressionNode,
  GenericExpressionNode,
  LiteralNode,
  serializeFromMetadata,
} from 'kysely-codegen';
import pg from 'pg';
import { splitTables } from './split-tables.ts';

/**
 * The generated table types' index; server/db/types.ts re-exports them under the names the code
 * uses. Only `npm run db:types` and the tests import this module: kysely-codegen is a dev dependency.
 */
export const TABLES_FILE = path.join(import.meta.dirname, 'tables.generated.ts');

/** Every generated file (the index, a file per table, their shared types) by absolute path. */
export async function generateTableFiles(databaseUrl: string): Promise<Record<string, string>> {
  const files = splitTables(await generateTableTypes(databaseUrl));
  return Object.fromEntries(Object.entries(files).map(([f, t]) => [path.join(import.meta.dirname, f), t]));
}

/**
 * The Kysely table types of the database at `databaseUrl`, as kysely-codegen writes them (one text). The types
 * follow pool.ts's parsers: bigint as number, date as 'YYYY-MM-DD', numeric as the exact string,
 * timestamptz as Date; every jsonb column is a JsonColumn typed by json-columns.ts, and a text column
 * whose CHECK constraint lists its values is the union of those values.
 */
export async function generateTableTypes(databaseUrl: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  // kysely-codegen accepts any Kysely; the introspection queries only need the pool
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  try {
    const dialect = new CodegenPostgresDialect({ dateParser: 'string', numericParser: 'string' });
    const metadata = await dialect.introspector.introspect({ db });
    const listed = await listedValues(db);
    const columns: Record<string, ExpressionNode> = {};
    for (const table of metadata.tables) {
      for (const c of table.columns) {
        const values = listed.get(`${table.name}.${c.name}`);
        if (values && c.dataType === 'text' && !c.isArray) c.enumValues = values;
        if (c.dataType !== 'jsonb' || c.isArray) continue;
        const json = new GenericExpressionNode('JsonColumn', [
          new LiteralNode(table.name),
          new LiteralNode(c.name),
        ]);
        // an override replaces the column's whole type: the default is ours to mark (null is added)
        columns[`${table.name}.${c.name}`] = c.hasDefaultValue
          ? new GenericExpressionNode('Generated', [json])
          : json;
      }
    }
    return serializeFromMetadata({
      metadata,
      dialect,
      typeMapping: { int8: 'number' },
      customImports: { JsonColumn: './json-columns.ts' },
      overrides: { columns },
      typeOnlyImports: true,
    });
  } finally {
    await db.destroy();
  }
}

/** CHECK (col IN ('a', 'b')), which PostgreSQL keeps as `col = ANY (ARRAY['a'::text, 'b'::text])`. */
const LISTED = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.+)\]\)\)\)$/;

/** The allowed values of every text column constrained to a list, by "table.column". */
async function listedValues(db: Kysely<unknown>): Promise<Map<string, string[]>> {
  const r = await sql<{ table: string; def: string }>`
    SELECT c.relname AS table, pg_get_constraintdef(k.oid) AS def
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE k.contype = 'c' AND n.nspname = 'public'`.execute(db);
  const out = new Map<string, string[]>();
  for (const { table, def } of r.rows) {
    const m = LISTED.exec(def);
    if (!m) continue;
    const values = [...m[2]!.matchAll(/'((?:[^']|'')*)'::text/g)].map((v) => v[1]!.replaceAll("''", "'"));
    out.set(`${table}.${m[1]}`, values);
  }
  return out;
}
