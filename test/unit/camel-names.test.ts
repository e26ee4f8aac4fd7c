import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { CAMEL_CASE, camel } from '../../server/db/camel.ts';
import { TABLES_FILE } from '../../server/db/codegen.ts';
import { TABLES_DIR } from '../../server/db/split-tables.ts';
import type { Database } from '../../server/db/types.ts';

/** The tables of the generated table files and their columns, read from their text. */
function generatedTables(): Map<string, string[]> {
  const text = [TABLES_FILE, ...readdirSync(TABLES_DIR).map((f) => path.join(TABLES_DIR, f))]
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const interfaces = new Map<string, string[]>();
  for (const m of text.matchAll(/^export interface (\w+) \{\n([\s\S]*?)^\}/gm)) {
    interfaces.set(
      m[1]!,
      [...m[2]!.matchAll(/^ {2}(\w+): (\w+)?/gm)].map((c) => c[1]!),
    );
  }
  const db = text.match(/^export interface DB \{\n([\s\S]*?)^\}/m)![1]!;
  const tables = new Map<string, string[]>();
  for (const [, table, type] of db.matchAll(/^ {2}(\w+): (\w+);/gm))
    tables.set(table!, interfaces.get(type!)!);
  return tables;
}

/** The rule the CamelCase type states (server/db/camel.ts). */
const camelOf = (s: string) => s.replace(/_(.)/g, (_, c: string) => c.toUpperCase());

// compiles only: no connection is ever made
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('the camel view', () => {
  const tables = generatedTables();

  it('reads the generated tables', () => {
    expect(tables.get('suppliers')).toContain('wechat_id');
  });

  it('names every table and column so the plugin finds it again, both ways', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: names come from the file's text, not the types
    const view = camel(db) as unknown as Kysely<any>;
    for (const [table, columns] of tables) {
      for (const column of columns) {
        const sql = view.selectFrom(camelOf(table)).select(camelOf(column)).compile().sql;
        expect(sql).toBe(`select "${column}" from "${table}"`);
        const result: QueryResult<Record<string, unknown>> = { rows: [{ [column]: 1 }] };
        const read = await CAMEL_CASE.transformResult({ result, queryId: { queryId: 'names' } });
        expect(Object.keys(read.rows[0]!)).toEqual([camelOf(column)]);
      }
    }
  });

  it('keeps the keys inside a jsonb document', async () => {
    const result = { rows: [{ finance_information: [{ bank_name: 'x' }], at: new Date(0) }] };
    const read = await CAMEL_CASE.transformResult({ result, queryId: { queryId: 'nested' } });
    expect(read.rows[0]).toEqual({ financeInformation: [{ bank_name: 'x' }], at: new Date(0) });
  });
});
