import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { BUSINESS_ZONE } from '../../domain/dates.ts';
import type { FilterValue, ListSpec } from '../../domain/list-protocol.ts';

/** How one protocol field reads in SQL. Built from trusted code only, never from the request. */
export interface Column {
  /** what filters compare and sorts order by */
  expr: RawBuilder<unknown>;
  /** for text filters: more expressions searched alongside (OR), e.g. the Chinese name */
  alsoSearch?: RawBuilder<unknown>[];
  /** order by this instead of expr, e.g. lower(name) so that case does not split the order */
  sortBy?: RawBuilder<unknown>;
  /** a `date` column compares calendar days; a timestamptz compares instants of business days */
  date?: 'date' | 'timestamptz';
  /**
   * NOT NULL in the table: sorts omit NULLS LAST, which would keep PostgreSQL from reading the
   * order off a plain index (a DESC index is NULLS FIRST) and make it sort every matching row
   */
  notNull?: boolean;
  /** a field that is no column (e.g. an offer's timing): its own condition for a filter value */
  where?: (f: FilterValue) => RawBuilder<SqlBool>;
}

/** `ORDER BY` direction of a column: NULLS LAST only where NULLs can exist. */
export function sortDirection(col: Column, dir: 'ASC' | 'DESC'): RawBuilder<unknown> {
  return sql.raw(col.notNull ? dir : `${dir} NULLS LAST`);
}

export interface ListDef {
  spec: ListSpec;
  columns: Record<string, Column>;
  /** a unique column appended to every sort, so that pages never overlap or skip rows */
  tieBreaker: RawBuilder<unknown>;
}

/**
 * Binds a domain ListSpec to SQL. A field the spec allows but the map lacks stops the server at
 * import time rather than answering a 500 later.
 */
export function defineList(
  spec: ListSpec,
  columns: Record<string, string | Column>,
  tieBreaker: string,
): ListDef {
  const cols: Record<string, Column> = {};
  for (const [k, c] of Object.entries(columns)) cols[k] = typeof c === 'string' ? { expr: sql.ref(c) } : c;
  for (const f of [...Object.keys(spec.filters), ...spec.sorts]) {
    if (!cols[f]) throw new Error(`List ${spec.resource}: no column for field "${f}"`);
  }
  return { spec, columns: cols, tieBreaker: sql.ref(tieBreaker) };
}

/** LIKE metacharacters of the user's text are literal: "50%" finds "50%", not "50 anything". */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}

const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;
const zone = sql.lit(BUSINESS_ZONE);

function bound(col: Column, v: string, side: 'gte' | 'lte'): RawBuilder<SqlBool> {
  const e = col.expr;
  if (col.date === 'date') return side === 'gte' ? sql`${e} >= ${v}::date` : sql`${e} <= ${v}::date`;
  if (v.length === 10) {
    // a day means the whole business day, [00:00, next 00:00) in Asia/Shanghai
    return side === 'gte'
      ? sql`${e} >= (${v}::date)::timestamp AT TIME ZONE ${zone}`
      : sql`${e} < ((${v}::date + 1)::timestamp AT TIME ZONE ${zone})`;
  }
  const at = HAS_ZONE.test(v) ? sql`${v}::timestamptz` : sql`(${v}::timestamp AT TIME ZONE ${zone})`;
  return side === 'gte' ? sql`${e} >= ${at}` : sql`${e} <= ${at}`;
}

/**
 * A number compared as a bigint: a 32-bit column would take the parameter as its own type and fail
 * on a larger one, where the answer is simply no row (the index still serves the cross-type `=`).
 */
const typed = (x: FilterValue & { op: 'eq' }) =>
  typeof x.value === 'number' ? sql`${x.value}::int8` : sql`${x.value}`;
const typedList = (xs: readonly unknown[]) =>
  xs.length > 0 && xs.every((x) => typeof x === 'number') ? sql`${xs}::int8[]` : sql`${xs}`;

export function condition(col: Column, f: FilterValue): RawBuilder<SqlBool> {
  const e = col.expr;
  switch (f.op) {
    case 'eq':
      return sql`${e} = ${typed(f)}`;
    case 'in':
      return sql`${e} = ANY(${typedList(f.values)})`;
    case 'ne':
      // "not X" keeps the rows that have no value at all
      return sql`(${e} IS NULL OR NOT (${e} = ANY(${typedList(f.values)})))`;
    case 'text': {
      const pattern = `%${escapeLike(f.value)}%`;
      const ors = [e, ...(col.alsoSearch ?? [])].map((x) => sql<SqlBool>`${x} ILIKE ${pattern}`);
      return sql`(${sql.join(ors, sql` OR `)})`;
    }
    case 'range': {
      const parts = [
        ...(f.gte ? [bound(col, f.gte, 'gte')] : []),
        ...(f.lte ? [bound(col, f.lte, 'lte')] : []),
      ];
      return sql`(${sql.join(parts, sql` AND `)})`;
    }
  }
}
