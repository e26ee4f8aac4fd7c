/**
 * The list protocol every list call uses: `sort=["field","ASC"]`, `range=[0,79]`,
 * `filter={...}` and `tabFilter={...}` as JSON query strings. The answer is a JSON array with
 * `Content-Range: <resource> <from>-<to>/<total>`. Each resource declares which fields may be
 * filtered and sorted; anything else is a 400 naming the field. See docs/api.md.
 */
import { DateTime } from 'luxon';
import { BUSINESS_ZONE, isIsoDate, utcOffset } from './dates.ts';
import { isStorableText } from './schemas/common.ts';

export type SortDir = 'ASC' | 'DESC';

/** How one filter field may be queried. */
export type FilterKind =
  /** equality; an array means IN; {"ne": v} or {"nin": [..]} mean not-equal */
  | { kind: 'eq'; type: 'string' | 'uuid' | 'int' | 'bool'; values?: readonly string[] }
  /** case-insensitive substring search, served by a trigram index */
  | { kind: 'text' }
  /** {"gte": "YYYY-MM-DD", "lte": "YYYY-MM-DD"}, either bound optional, or [from, to] */
  | { kind: 'dateRange' };

export interface ListSpec {
  resource: string;
  filters: Record<string, FilterKind>;
  sorts: readonly string[];
  defaultSort: readonly [string, SortDir];
  /** largest page a caller may ask for; live screens ask for "unlimited" lists */
  maxPage: number;
}

export type FilterValue =
  | { op: 'eq'; value: string | number | boolean }
  | { op: 'in'; values: (string | number | boolean)[] }
  | { op: 'ne'; values: (string | number | boolean)[] }
  | { op: 'text'; value: string }
  | { op: 'range'; gte?: string; lte?: string };

export interface ListQuery {
  sort: readonly [string, SortDir];
  offset: number;
  limit: number;
  filters: Record<string, FilterValue>;
  /**
   * When the total is counted (docs/api.md, "Totals"): absent, with the page; `later`, the page
   * alone (its total only when the page itself shows it); `only`, the total alone, no rows.
   */
  total?: TotalMode;
}

export const TOTAL_MODES = ['later', 'only'] as const;
export type TotalMode = (typeof TOTAL_MODES)[number];

/**
 * The list parameters a call reads, by what it answers: a page of rows; a file of every row the
 * filters select (its order matters, a page and a total do not); figures summed over those rows
 * (only the filters matter). A parameter the call does not read is refused, not ignored.
 */
export const LIST_READS = {
  page: ['sort', 'range', 'filter', 'tabFilter', 'total'],
  file: ['sort', 'filter', 'tabFilter'],
  summary: ['filter', 'tabFilter'],
} as const;
export type ListRead = keyof typeof LIST_READS;

export interface ListParseError {
  field: string;
  message: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: ListParseError };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = new RegExp(`^\\d{4}-\\d{2}-\\d{2}(T[\\d:.]+(Z|${utcOffset(':?')})?)?$`);

/** A day that exists (no 2026-02-30) within the business range, optionally with a valid time. */
function isFilterDate(d: string): boolean {
  return DATE.test(d) && isIsoDate(d.slice(0, 10)) && DateTime.fromISO(d, { zone: BUSINESS_ZONE }).isValid;
}

/** An own property only: `{"gte": …}` is read, an inherited `constructor` never. */
function own(o: object, key: string): unknown {
  return Object.hasOwn(o, key) ? (o as Record<string, unknown>)[key] : undefined;
}

function fail(field: string, message: string): { ok: false; error: ListParseError } {
  return { ok: false, error: { field, message } };
}

function json(raw: string | undefined, field: string): Parsed<unknown> {
  if (raw === undefined || raw === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return fail(field, 'errors.malformedJson');
  }
}

function scalar(
  kind: Extract<FilterKind, { kind: 'eq' }>,
  v: unknown,
  field: string,
): Parsed<string | number | boolean> {
  if (kind.type === 'bool')
    return typeof v === 'boolean' ? { ok: true, value: v } : fail(field, 'errors.invalidFilter');
  if (kind.type === 'int') {
    return typeof v === 'number' && Number.isSafeInteger(v)
      ? { ok: true, value: v }
      : fail(field, 'errors.invalidFilter');
  }
  if (typeof v !== 'string' || v.length > 200) return fail(field, 'errors.invalidFilter');
  if (!isStorableText(v)) return fail(field, 'errors.invalidCharacter');
  if (kind.type === 'uuid' && !UUID.test(v)) return fail(field, 'errors.invalidFilter');
  if (kind.values && !kind.values.includes(v)) return fail(field, 'errors.invalidFilter');
  return { ok: true, value: v };
}

function scalars(
  kind: Extract<FilterKind, { kind: 'eq' }>,
  v: unknown,
  field: string,
): Parsed<(string | number | boolean)[]> {
  if (!Array.isArray(v) || v.length > 500) return fail(field, 'errors.invalidFilter');
  const out: (string | number | boolean)[] = [];
  for (const x of v) {
    const r = scalar(kind, x, field);
    if (!r.ok) return r;
    out.push(r.value);
  }
  return { ok: true, value: out };
}

function filterValue(kind: FilterKind, v: unknown, field: string): Parsed<FilterValue | undefined> {
  if (v === null || v === undefined || v === '') return { ok: true, value: undefined };
  if (kind.kind === 'text') {
    if (typeof v !== 'string' || v.length > 200) return fail(field, 'errors.invalidFilter');
    if (!isStorableText(v)) return fail(field, 'errors.invalidCharacter');
    return { ok: true, value: v.trim() === '' ? undefined : { op: 'text', value: v.trim() } };
  }
  if (kind.kind === 'dateRange') {
    // [from, to] or {gte, lte}: nothing more, so a typo (`{"lt": …}`) is not read as no bound
    if (
      Array.isArray(v)
        ? v.length > 2
        : typeof v !== 'object' || Object.keys(v).some((k) => k !== 'gte' && k !== 'lte')
    )
      return fail(field, 'errors.invalidFilter');
    const [gte, lte] = Array.isArray(v) ? v : [own(v, 'gte'), own(v, 'lte')];
    for (const d of [gte, lte]) {
      if (d !== undefined && d !== null && (typeof d !== 'string' || !isFilterDate(d))) {
        return fail(field, 'errors.invalidDate');
      }
    }
    if (gte == null && lte == null) return fail(field, 'errors.invalidFilter');
    return {
      ok: true,
      value: { op: 'range', ...(gte ? { gte: gte as string } : {}), ...(lte ? { lte: lte as string } : {}) },
    };
  }
  if (Array.isArray(v)) {
    const r = scalars(kind, v, field);
    // an empty choice is no choice, like an empty string (a multi-select cleared)
    if (r.ok && r.value.length === 0) return { ok: true, value: undefined };
    return r.ok ? { ok: true, value: { op: 'in', values: r.value } } : r;
  }
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o);
    if (keys.length !== 1 || (keys[0] !== 'ne' && keys[0] !== 'nin'))
      return fail(field, 'errors.invalidFilter');
    const r = keys[0] === 'ne' ? scalars(kind, [o.ne], field) : scalars(kind, o.nin, field);
    if (r.ok && r.value.length === 0) return { ok: true, value: undefined };
    return r.ok ? { ok: true, value: { op: 'ne', values: r.value } } : r;
  }
  const r = scalar(kind, v, field);
  return r.ok ? { ok: true, value: { op: 'eq', value: r.value } } : r;
}

export interface RawListParams {
  sort?: string;
  range?: string;
  filter?: string;
  tabFilter?: string;
  total?: string;
}

export function parseListQuery(spec: ListSpec, raw: RawListParams): Parsed<ListQuery> {
  const s = json(raw.sort, 'sort');
  if (!s.ok) return s;
  let sort: readonly [string, SortDir] = spec.defaultSort;
  if (s.value !== undefined) {
    const v = s.value;
    if (
      !Array.isArray(v) ||
      v.length !== 2 ||
      typeof v[0] !== 'string' ||
      (v[1] !== 'ASC' && v[1] !== 'DESC')
    ) {
      return fail('sort', 'errors.invalidSort');
    }
    if (!spec.sorts.includes(v[0])) return fail('sort', 'errors.invalidSort');
    sort = [v[0], v[1]];
  }
  const r = json(raw.range, 'range');
  if (!r.ok) return r;
  let offset = 0;
  let limit = Math.min(80, spec.maxPage);
  if (r.value !== undefined) {
    const v = r.value;
    if (
      !Array.isArray(v) ||
      v.length !== 2 ||
      !v.every((n) => Number.isSafeInteger(n) && n >= 0) ||
      v[1] < v[0]
    ) {
      return fail('range', 'errors.invalidRange');
    }
    offset = v[0];
    limit = v[1] - v[0] + 1;
    if (limit > spec.maxPage) return fail('range', 'errors.invalidRange');
  }
  const filters: Record<string, FilterValue> = {};
  for (const key of ['filter', 'tabFilter'] as const) {
    const f = json(raw[key], key);
    if (!f.ok) return f;
    if (f.value === undefined) continue;
    if (typeof f.value !== 'object' || f.value === null || Array.isArray(f.value))
      return fail(key, 'errors.invalidFilter');
    for (const [field, v] of Object.entries(f.value)) {
      // own fields only: `constructor`, `toString`, `__proto__` are not filters of any list
      const kind = Object.hasOwn(spec.filters, field) ? spec.filters[field] : undefined;
      if (!kind) return fail(`${key}.${field}`, 'errors.unknownFilter');
      const fv = filterValue(kind, v, `${key}.${field}`);
      if (!fv.ok) return fv;
      if (fv.value) filters[field] = fv.value;
    }
  }
  if (raw.total !== undefined && !(TOTAL_MODES as readonly string[]).includes(raw.total))
    return fail('total', 'errors.invalidParameter');
  const total = raw.total as TotalMode | undefined;
  return { ok: true, value: { sort, offset, limit, filters, ...(total ? { total } : {}) } };
}

/** A select's option as its filter's type: "true" → true for a bool field, "12" → 12 for an int one. */
function typedScalar(kind: FilterKind | undefined, v: unknown): unknown {
  if (kind?.kind !== 'eq' || typeof v !== 'string') return v;
  if (kind.type === 'bool') return v === 'true' ? true : v === 'false' ? false : v;
  if (kind.type === 'int') return /^-?\d{1,15}$/.test(v) ? Number(v) : v;
  return v;
}

/**
 * A filter as the list's spec types it. A select's options are text in the page (and in a link or
 * a saved view), while the server filters a bool or int field on JSON booleans and numbers and
 * refuses text there (400): the client sends every filter through this, so the text "true" of
 * the Urgent select is the boolean the server expects. Anything else is left for the server to
 * name.
 */
export function typedFilter(spec: ListSpec, filter: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, v] of Object.entries(filter)) {
    const kind = Object.hasOwn(spec.filters, field) ? spec.filters[field] : undefined;
    const one = (x: unknown) => typedScalar(kind, x);
    if (Array.isArray(v)) out[field] = v.map(one);
    else if (v && typeof v === 'object' && Object.keys(v).length === 1 && 'ne' in v)
      out[field] = { ne: one(v.ne) };
    else if (v && typeof v === 'object' && Array.isArray((v as { nin?: unknown }).nin))
      out[field] = { nin: (v as { nin: unknown[] }).nin.map(one) };
    else out[field] = one(v);
  }
  return out;
}
