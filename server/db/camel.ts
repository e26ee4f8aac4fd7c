import { CamelCasePlugin, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from './types.ts';

/** `wechat_id` → `wechatId`, as the plugin's mapper does it (an underscore drops, the next letter rises). */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Next}${infer Tail}`
  ? `${Head}${Uppercase<Next>}${CamelCase<Tail>}`
  : S;

type CamelKeys<T> = { [K in keyof T & string as CamelCase<K>]: T[K] };

/**
 * The generated tables as the camel view names them: tables and columns in camelCase, each column's
 * type (Generated, JsonColumn, Numeric…) unchanged. test/unit/camel-names.test.ts checks every
 * column of tables.generated.ts goes to camelCase and back to itself through the plugin.
 */
export type CamelDatabase = { [T in keyof Database & string as CamelCase<T>]: CamelKeys<Database[T]> };

/** A row of `table` through the camel view, all columns selected. */
export type CamelRow<Table extends keyof CamelDatabase> = Selectable<CamelDatabase[Table]>;

/** The columns an insert of `table` may write, checked by name and type. */
export type CamelInsert<Table extends keyof CamelDatabase> = Insertable<CamelDatabase[Table]>;

/** The columns an update of `table` may set, checked by name and type. */
export type CamelUpdate<Table extends keyof CamelDatabase> = Updateable<CamelDatabase[Table]>;

/**
 * Nested objects keep their keys: a jsonb document (a contact, a stored file, an audit snapshot)
 * is the API's own shape already, and renaming inside it would change what the API answers.
 */
export const CAMEL_CASE = new CamelCasePlugin({ maintainNestedObjectKeys: true });

const views = new WeakMap<Kysely<Database>, Kysely<CamelDatabase>>();

/**
 * The typed builder in the API's spelling, on the same pool or transaction as `db`: identifiers
 * the builder writes are turned to snake_case, the result's keys to camelCase. Raw `sql` text is
 * sent as written (a `sql.ref` is an identifier and is converted too), so raw queries stay on `db`
 * with PostgreSQL's names. Use it for an entity's create, update and read by id; keep raw SQL
 * where the query is the point (the sale, the list runner, rollups, analytics).
 */
export function camel(db: Kysely<Database>): Kysely<CamelDatabase> {
  let view = views.get(db);
  if (!view) {
    // the plugin changes only names, which is what the type change states
    view = db.withPlugin(CAMEL_CASE) as unknown as Kysely<CamelDatabase>;
    views.set(db, view);
  }
  return view;
}
