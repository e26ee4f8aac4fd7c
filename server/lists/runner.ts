import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { FilterValue, ListQuery } from '../../domain/list-protocol.ts';
import { type ListTotal, pagedTotal } from '../../domain/list-wire.ts';
import { camel } from '../db/camel.ts';
import type { Database } from '../db/types.ts';
import { listTotal } from './count.ts';
import { type Column, condition, type ListDef, sortDirection } from './list-query.ts';

/**
 * Where a list's rows come from, in SQL built by trusted code. Every list and export of the API
 * runs through `runList` / `listQuerySql` with one of these, so filters, scope, sort order (NULLS
 * LAST only where NULLs exist, the tie-breaker), paging and totals mean the same everywhere.
 * Raw SQL on purpose: a list's filters and sorts are built from its columns' expressions (joins,
 * jsonb paths, computed ranks) chosen at run time, which the typed builder could not check anyway.
 */
export interface ListSource<Row = Record<string, unknown>, Out = Row> {
  def: ListDef;
  /** FROM: the table with its alias and any joins the conditions need, e.g. sql`orders o` */
  from: RawBuilder<unknown>;
  /** conditions every call gets, e.g. sql`u.role <> 'super-admin'` */
  where?: readonly RawBuilder<SqlBool>[];
  /**
   * The community of a row, for a scoped list (non-admin callers see only their communities).
   * `field`: the list's filter on the same column, merged with the scope into one condition
   * (two conditions on one column make PostgreSQL multiply their selectivities). `array`: the
   * column is a uuid[] of communities.
   */
  scope?:
    | { expr: RawBuilder<unknown>; field?: string; array?: boolean }
    /** rows belong to communities in a way no one column says (a customer: groups, orders) */
    | { where: (communities: readonly string[]) => RawBuilder<SqlBool> };
  /**
   * The SELECT list over `from` (or over the page, with `pageJoins`); a function of the scope when
   * the row's parts are scoped too (a customer's groups and vouchers of the caller's communities).
   */
  select: RawBuilder<unknown> | ((communities: CommunityScope) => RawBuilder<unknown>);
  /** an order before the asked sort (e.g. names starting with the typed word first) */
  rank?: (q: ListQuery) => RawBuilder<unknown> | undefined;
  /**
   * Cut the page from `from` alone (its indexes give the order and LIMIT stops early), then join
   * only the page's rows: `alias` names the page, `joins` are what the selection needs.
   * `keysFirst`: for the calls where it says so, the cut selects only the row's key (the list's
   * tie-breaker, unique) and the page's rows are read by key after it. The cut is then an
   * index-only scan of an index that carries the filters, the sort and the key, stopping after
   * offset + limit matches without reading a table row; with whole rows PostgreSQL reads each
   * candidate row before its filter, or prefers a bitmap over every match. Only where such an
   * index exists and the filters leave many candidates per match: elsewhere the cut reads the
   * rows anyway and reading the page again by key is pure cost.
   */
  pageJoins?: { alias: string; joins: RawBuilder<unknown>; keysFirst?: (q: ListQuery) => boolean };
  /**
   * The page is read through the camel view (server/db/camel.ts): `map` gets the columns in the
   * API's camelCase. The SQL is the same; a `sql.ref` in `select` may name a column in camelCase.
   */
  camel?: true;
  map?: (row: Row) => Out;
  /** what the page needs from other queries once it is cut (e.g. the areas' ancestor paths) */
  enrich?: (db: Kysely<Database>, rows: Out[]) => Promise<Out[]>;
}

export interface ListPage<T> {
  rows: T[];
  total: number;
  estimated: boolean;
  /** false: the call asked for the page alone (`total=later`) and the page does not show it */
  counted?: boolean;
}

/** Communities the caller may see: null = all (admin), else these ids. */
export type CommunityScope = readonly string[] | null;

function scopeWhere(src: ListSource<never, unknown>, q: ListQuery, scope: CommunityScope) {
  const where: RawBuilder<SqlBool>[] = [];
  const filters = { ...q.filters };
  if (scope && !src.scope)
    throw new Error(`List ${src.def.spec.resource}: scoped call on a list without scope`);
  if (scope && src.scope && 'where' in src.scope) where.push(src.scope.where(scope));
  else if (scope && src.scope && 'expr' in src.scope) {
    const s = src.scope;
    const asked = s.field ? filters[s.field] : undefined;
    const ids = asked?.op === 'eq' ? [asked.value] : asked?.op === 'in' ? asked.values : null;
    let allowed: string[] = [...scope];
    if (ids && s.field) {
      allowed = ids.map(String).filter((c) => scope.includes(c));
      delete filters[s.field];
    }
    // one community is an equality: PostgreSQL reads `= ANY('{x}')` off an index in no particular
    // order, so a page sorted on the index's next column would read the whole range and sort it
    const one = allowed.length === 1 ? allowed[0] : undefined;
    where.push(
      s.array
        ? sql`${s.expr} && ${allowed}::uuid[]`
        : one !== undefined
          ? sql`${s.expr} = ${one}::uuid`
          : sql`${s.expr} = ANY(${allowed}::uuid[])`,
    );
  }
  return { where, filters };
}

function filterCondition(col: Column, f: FilterValue): RawBuilder<SqlBool> {
  return col.where ? col.where(f) : condition(col, f);
}

/** WHERE of a list call: forced conditions, the caller's scope, the protocol's filters. */
export function listWhere(src: ListSource<never, unknown>, q: ListQuery, scope: CommunityScope) {
  const { where, filters } = scopeWhere(src, q, scope);
  const all = [sql<SqlBool>`true`, ...(src.where ?? []), ...where];
  for (const [field, f] of Object.entries(filters)) {
    const col = src.def.columns[field];
    if (!col) throw new Error(`List ${src.def.spec.resource}: no column for filter "${field}"`);
    all.push(filterCondition(col, f));
  }
  return sql.join(all, sql` AND `);
}

/** ORDER BY of a list call: the asked column, then the tie-breaker, in the same direction. */
export function listOrder(def: ListDef, q: ListQuery, rank?: RawBuilder<unknown>): RawBuilder<unknown> {
  const col = def.columns[q.sort[0]];
  if (!col) throw new Error(`List ${def.spec.resource}: no column for sort "${q.sort[0]}"`);
  const dir = q.sort[1] === 'ASC' ? 'ASC' : 'DESC';
  const first = rank ? sql`${rank}, ` : sql``;
  return sql`ORDER BY ${first}${col.sortBy ?? col.expr} ${sortDirection(col, dir)}, ${def.tieBreaker} ${sql.raw(dir)}`;
}

/**
 * The SELECT of a list call; `page: false` for an export (every row, in the list's order).
 * `select` replaces the source's selection (the export's text columns).
 */
export function listQuerySql(
  src: ListSource<never, unknown>,
  q: ListQuery,
  scope: CommunityScope,
  opts: { page?: boolean; select?: RawBuilder<unknown> } = {},
): RawBuilder<unknown> {
  const cond = listWhere(src, q, scope);
  const order = listOrder(src.def, q, src.rank?.(q));
  const limit = opts.page === false ? sql`` : sql`LIMIT ${q.limit} OFFSET ${q.offset}`;
  const select = opts.select ?? (typeof src.select === 'function' ? src.select(scope) : src.select);
  if (!src.pageJoins) return sql`SELECT ${select} FROM ${src.from} WHERE ${cond} ${order} ${limit}`;
  const { alias, joins, keysFirst } = src.pageJoins;
  const a = sql.id(alias);
  // the outer ORDER BY puts the page back in the list's order (the tie-breaker makes it total)
  const page =
    opts.page !== false && keysFirst?.(q)
      ? sql`SELECT ${a}.* FROM ${src.from} WHERE ${src.def.tieBreaker} IN (
          SELECT ${src.def.tieBreaker} FROM ${src.from} WHERE ${cond} ${order} ${limit})`
      : sql`SELECT ${a}.* FROM ${src.from} WHERE ${cond} ${order} ${limit}`;
  return sql`
    SELECT ${select}
    FROM (${page}) ${a}
    ${joins}
    ${order}`;
}

/**
 * Runs a list call: the page and its total. Every list's total is counted the same way, exact up
 * to a cap and the planner's estimate above it (server/lists/count.ts): a list of a few rows
 * never notices, and one that grows with the business's history costs no more at ten million rows.
 */
export async function runList<Row, Out>(
  db: Kysely<Database>,
  src: ListSource<Row, Out>,
  q: ListQuery,
  scope: CommunityScope,
): Promise<ListPage<Out>> {
  const s = src as unknown as ListSource<never, unknown>;
  const from = sql`${src.from} WHERE ${listWhere(s, q, scope)}`;
  if (q.total === 'only') return { rows: [], ...(await listTotal(db, from)) };
  const [page, total] = await Promise.all([
    listQuerySql(s, q, scope).execute(src.camel ? camel(db) : db),
    q.total === 'later' ? UNCOUNTED : listTotal(db, from),
  ]);
  const rows = page.rows as Row[];
  const out = src.map ? rows.map(src.map) : (rows as unknown as Out[]);
  const paged = pagedTotal(total, q, rows.length);
  return {
    rows: src.enrich ? await src.enrich(db, out) : out,
    ...paged,
    ...(q.total === 'later' && paged.estimated ? { counted: false } : {}),
  };
}

/**
 * `total=later`: the page is cut without its count, which on a search over a busy window reads
 * every index entry of the window (docs/benchmarks.md). A short page still shows its total
 * (`pagedTotal`), so only a full page leaves the total to its own call.
 */
const UNCOUNTED: ListTotal = { total: 0, estimated: true };
