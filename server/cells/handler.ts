import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CellEdits, type EditableList, MAX_CELL_ROWS, MAX_ROW_CELLS } from '../../domain/cells.ts';
import { type Operation, opKey } from '../../domain/resource.ts';
import { requireUser } from '../auth/guard.ts';
import type { Database } from '../db/types.ts';
import { badRequest, HttpError, parse } from '../errors.ts';
import { answerOnce } from '../http/answer-once.ts';
import { idempotencyKey } from '../http/idempotency-key.ts';
import type { WithLive } from '../live/events.ts';
import { beforeParse, bodyOf } from '../resources/body.ts';
import { type OpHandler, scoped } from '../resources/serve.ts';
import type { CellsAdapter, Versioned } from './adapter.ts';
import { saveRows } from './rows.ts';

/** At most this many names are listed in a 400: the first ones say what is wrong. */
const MAX_NAMED = 100;

const rowsOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as { rows?: unknown }).rows : undefined;

const setOf = (row: unknown): object | undefined => {
  const set = typeof row === 'object' && row !== null ? (row as { set?: unknown }).set : undefined;
  return typeof set === 'object' && set !== null && !Array.isArray(set) ? set : undefined;
};

/** Whether an object has more than `max` own names, counted no further than that. */
function namesMore(o: object, max: number): boolean {
  let n = 0;
  for (const k in o) if (Object.hasOwn(o, k) && ++n > max) return true;
  return false;
}

/**
 * More rows than one call takes is a 413 (the client sends a long paste in parts of
 * MAX_CELL_ROWS), and a row naming more cells than any list has a 400 on its `set`, both checked
 * before the route parses the body so a body of any shape is answered at once.
 */
async function notTooMuch(request: FastifyRequest): Promise<void> {
  const rows = rowsOf(request.body);
  if (!Array.isArray(rows)) return;
  if (rows.length > MAX_CELL_ROWS)
    throw new HttpError('payload_too_large', 'errors.tooManyRows', { details: { max: MAX_CELL_ROWS } });
  const long: Record<string, string> = {};
  for (let i = 0; i < rows.length && Object.keys(long).length < MAX_NAMED; i++) {
    const set = setOf(rows[i]);
    if (set && namesMore(set, MAX_ROW_CELLS)) long[`rows.${i}.set`] = 'validation.tooLong';
  }
  if (Object.keys(long).length > 0) throw badRequest(long);
}

/**
 * The names sent in each row's `set` that are none of the entity's cells, read on the body as
 * sent: the schema copies `set` into a fresh record, which leaves out `constructor` (so a set of
 * that name alone read as empty, "required"), and a dropped name must not let the row's other
 * cells be saved without it.
 */
function unknownCells<Row>(def: EditableList<Row>, body: unknown): Record<string, string> {
  const rows = rowsOf(body);
  const unknown: Record<string, string> = {};
  if (!Array.isArray(rows)) return unknown;
  let named = 0;
  for (let i = 0; i < rows.length && named < MAX_NAMED; i++) {
    const set = setOf(rows[i]);
    if (!set) continue;
    for (const f of Object.keys(set))
      if (!Object.hasOwn(def.cells, f) && named++ < MAX_NAMED)
        unknown[`rows.${i}.set.${f}`] = 'validation.unknownField';
  }
  return unknown;
}

/**
 * The request as a whole, before any row is read: a field that is not one of the entity's cells
 * is a 400 naming `rows.<i>.set.<field>`, read on the body as sent (unknownCells), beside what
 * the schema finds wrong. A set whose only names the schema left out (`constructor`) reads to it
 * as empty, "required": its unknown names say what is wrong instead.
 */
function refuseUnknownCells<Row>(def: EditableList<Row>) {
  return async (request: FastifyRequest): Promise<void> => {
    const unknown = unknownCells(def, request.body);
    if (Object.keys(unknown).length === 0) return;
    let fields: Record<string, string> = {};
    try {
      parse(CellEdits, request.body);
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      fields = { ...e.fields };
    }
    for (const k of Object.keys(fields))
      if (/^rows\.\d+\.set$/.test(k) && Object.keys(unknown).some((u) => u.startsWith(`${k}.`)))
        delete fields[k];
    throw badRequest({ ...fields, ...unknown });
  };
}

/**
 * POST /api/<entity>/cells (docs/spreadsheet.md): the cells typed on some rows, each row saved on
 * its own through the entity's adapter, answered 200 with a result per row. With an
 * Idempotency-Key the call is done once: the same key and body are answered the first answer.
 * `op` is the call's declaration: its key names the stored answers (a key is not spent across calls).
 */
export function cellsHandler<Row extends Versioned>(
  db: Kysely<Database>,
  withLive: WithLive,
  op: Operation,
  adapter: CellsAdapter<Row>,
): OpHandler {
  const handle = async (request: FastifyRequest) => {
    const user = requireUser(request);
    const edits = bodyOf(request, CellEdits);
    const key = idempotencyKey(request.headers['idempotency-key'], user.id, edits);
    return answerOnce(db, opKey(op), key, (conn) => saveRows(conn, withLive, user, adapter, edits));
  };
  // the rows' communities are checked row by row (the adapter's read); an entity whose rows
  // belong to none (the team, the delivery templates) declares an unscoped call
  return beforeParse(
    op.scoped ? scoped((request) => handle(request)) : (request: FastifyRequest) => handle(request),
    async (request) => {
      await notTooMuch(request);
      await refuseUnknownCells(adapter.def)(request);
    },
  );
}
