import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LIST_READS,
  type ListQuery,
  type ListRead,
  type ListSpec,
  parseListQuery,
} from '../../domain/list-protocol.ts';
import { contentRange } from '../../domain/list-wire.ts';
import { badRequest, parsedWith } from '../errors.ts';
import type { ListDef } from './list-query.ts';

/**
 * The list parameters of a request, checked against the resource's spec and against what the call
 * reads (`reads`: a page, a file, a summary). Anything unknown, unread, repeated or malformed is a
 * 400 naming the parameter (e.g. `filter.bogus`), never SQL.
 */
export function listQuery(def: ListDef, request: FastifyRequest, reads: ListRead = 'page'): ListQuery {
  return listParams(def.spec, (request.query ?? {}) as Record<string, unknown>, reads);
}

/** `listQuery` on query parameters a route has already taken its own out of (an export's `lang`). */
export function listParams(spec: ListSpec, query: Record<string, unknown>, reads: ListRead): ListQuery {
  // the spec a route reads its list with, for the API description's test (errors.ts)
  if (parsedWith.hasSubscribers) parsedWith.publish(spec);
  const known: readonly string[] = LIST_READS[reads];
  const raw: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    if (!known.includes(k)) throw badRequest({ [k]: 'errors.unknownParameter' }, 'errors.unknownParameter');
    if (typeof v !== 'string')
      throw badRequest({ [k]: 'errors.invalidParameter' }, 'errors.invalidParameter');
    raw[k] = v;
  }
  const parsed = parseListQuery(spec, raw);
  if (!parsed.ok) throw badRequest({ [parsed.error.field]: parsed.error.message }, parsed.error.message);
  return parsed.value;
}

/**
 * Sets `Content-Range: <resource> <from>-<to>/<total>` (readable by the browser) and returns the
 * page. An estimated total (server/lists/count.ts) is `/*` with `X-Total-Estimate: <n>`; a total
 * not counted (`total=later`) is `/*` alone; `total=only` answers no rows, the total after the `/`.
 */
export function sendList<T>(
  reply: FastifyReply,
  def: ListDef,
  q: ListQuery,
  page: { rows: T[]; total: number; estimated?: boolean; counted?: boolean },
): T[] {
  const estimated = page.estimated === true && page.counted !== false;
  const rows = q.total === 'only' ? [] : page.rows;
  const total = estimated || page.counted === false ? '*' : page.total;
  reply.header('Content-Range', contentRange(def.spec.resource, q.offset, rows.length, total));
  if (estimated) reply.header('X-Total-Estimate', String(page.total));
  reply.header(
    'Access-Control-Expose-Headers',
    estimated ? 'Content-Range, X-Total-Estimate' : 'Content-Range',
  );
  return rows;
}
