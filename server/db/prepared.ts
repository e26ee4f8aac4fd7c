import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';

/**
 * Statements on the hot paths (the session check of every request, a live sale) start with this
 * comment, and run as named prepared statements: PostgreSQL parses and plans them once per
 * connection instead of on every call (measured on a sale's gather: 1.16 → 0.33 ms p50, see
 * docs/benchmarks.md). Only id-keyed statements carry it: a list query, whose best plan depends on
 * its filters, must keep being planned with its values.
 */
export const PREPARED = '/* prepared */';

type Query = (...args: unknown[]) => unknown;

const names = new Map<string, string>();

/** The name of a statement's text: the same text on a connection is parsed once. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `p${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    // marked texts are a bounded set (one per statement shape); the cap only guards a mistake
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
}

/**
 * Kysely's driver calls `client.query(text, values)`; for marked texts this turns the call into
 * pg's named form, which skips Parse when the connection already holds that statement. A text's
 * shape varies with its lists (a sale's write with its number of lines): each shape is one more
 * statement per connection, a few hundred at most. Named statements need session pooling: behind
 * PgBouncer in transaction mode, point DATABASE_URL at PostgreSQL itself or use session mode.
 */
export function prepareMarked(client: pg.ClientBase): void {
  // pg's overloads are not expressible as one callable type: the wrapper keeps its own signature
  const original = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const [text, values] = args;
    if (
      typeof text === 'string' &&
      text.startsWith(PREPARED) &&
      (values === undefined || Array.isArray(values))
    ) {
      return original({ name: nameOf(text), text, values }, ...args.slice(2));
    }
    return original(...args);
  };
}

/** The marker as the first piece of a `sql` template: sql`${prepared}SELECT …`. */
export const prepared = sql.raw(PREPARED);
