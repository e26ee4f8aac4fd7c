import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { EditableList } from '../../domain/cells.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { Database } from '../db/types.ts';
import { badRequest, fieldsOf, HttpError, notFound } from '../errors.ts';
import type { WithLive } from '../live/events.ts';
import { staleVersion, updateRecord, type WriteSpec } from '../resources/crud.ts';
import type { CellsAdapter, Versioned } from './adapter.ts';

type Db = Kysely<Database>;

/** The body as the single edit's route would have parsed it (400 naming the field otherwise). */
export function editBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const r = v.safeParse(schema, body);
  if (!r.success) throw badRequest(fieldsOf(r.issues));
  return r.output;
}

export interface RecordCells<S extends v.GenericSchema, T extends Versioned, Row extends Versioned> {
  def: EditableList<Row>;
  /** the entity's edit, as its PUT runs it (server/resources/crud.ts updateHandler) */
  spec: WriteSpec<S, T>;
  /** the row as its list shows it, or undefined when there is none */
  row: (db: Db, id: string) => Promise<Row | undefined>;
  /** the record as its form sends it back: the body the changed cells are laid over */
  body: (record: T) => Record<string, unknown>;
  /** the entity's own reading of a refusal (a rule named on a field the row did not send) */
  refusal?: (e: unknown, set: Record<string, unknown>) => unknown;
}

/**
 * The cells of an entity edited by one PUT of its whole record (suppliers, products, recipes):
 * the record's body as its form would send it, with the changed cells laid over it and the
 * version the grid showed, saved by the entity's own edit (`updateRecord`): the form's schema,
 * rules, version check and audit entry, in the row's transaction. Not scoped: these entities
 * belong to no community (a scoped one's `find` and `communityOf` would answer 404 and 403).
 */
export function recordCells<S extends v.GenericSchema, T extends Versioned, Row extends Versioned>(
  o: RecordCells<S, T, Row>,
): CellsAdapter<Row> {
  const read = async (db: Db, id: string) => {
    const row = await o.row(db, id);
    if (!row) throw notFound();
    return row;
  };
  return {
    def: o.def,
    read: (db, _user: AuthUser, id) => read(db, id),
    apply: (db, _withLive, user, row, version, set) =>
      db.transaction().execute(async (trx) => {
        const record = await o.spec.find(trx, row.id);
        if (!record) throw notFound();
        const body = editBody(o.spec.schema, { ...o.body(record), ...set, version });
        try {
          await updateRecord(trx, o.spec, user, row.id, body);
        } catch (e) {
          // another save came between the row's read and its lock: the row as the list shows it
          if (e instanceof HttpError && e.message === 'errors.versionConflict')
            throw staleVersion(await read(trx, row.id));
          throw o.refusal?.(e, set) ?? e;
        }
        return read(trx, row.id);
      }),
  };
}

/** The cells call of an entity whose edits make no live-page event (the change feed still hears them). */
export const NO_LIVE: WithLive = (write) => write([]);
