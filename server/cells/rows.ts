import type { Kysely } from 'kysely';
import * as v from 'valibot';
import {
  type CellEdits,
  type CellRowResult,
  type CellsAnswer,
  cellLock,
  choiceRefusal,
  type EditableList,
} from '../../domain/cells.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { Database } from '../db/types.ts';
import { toApiError } from '../error-handler.ts';
import { fieldsOf } from '../errors.ts';
import type { WithLive } from '../live/events.ts';
import type { CellsAdapter, Versioned } from './adapter.ts';

type Db = Kysely<Database>;
type Edit = CellEdits['rows'][number];

/** One value and another as the same cell content (a cleared text and an empty one alike). */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const refused = <Row>(id: string, status: number, message: string, field?: string): CellRowResult<Row> => ({
  id,
  ok: false,
  status,
  message,
  ...(field ? { field } : {}),
});

/**
 * Saves the rows of a cells call one after the other, each on its own: a refused row is its own
 * answer and never holds the others back.
 */
export async function saveRows<Row extends Versioned>(
  db: Db,
  withLive: WithLive,
  user: AuthUser,
  adapter: CellsAdapter<Row>,
  edits: CellEdits,
): Promise<CellsAnswer<Row>> {
  const results: CellRowResult<Row>[] = [];
  for (const edit of edits.rows) results.push(await saveRow(db, withLive, user, adapter, edit));
  const saved = results.filter((r) => r.ok).length;
  return { saved, refused: results.length - saved, results };
}

/**
 * One row: read as its list shows it (404, 403); a field the role never changes is 403; each value
 * parsed by its cell's schema (400 naming the field); a row that already holds every value is
 * answered as it stands, whatever the version (a retry after a lost answer, an undo already
 * done); otherwise a stale version is 409 with the current row, a cell the row locks for the role
 * is 403 naming the field and its reason (`cells.locked.*`), a choice the row does not offer is
 * 409; then the entity saves the changed fields with its own rules.
 */
async function saveRow<Row extends Versioned>(
  db: Db,
  withLive: WithLive,
  user: AuthUser,
  { def, read, apply }: CellsAdapter<Row>,
  edit: Edit,
): Promise<CellRowResult<Row>> {
  const { id } = edit;
  try {
    const row = await read(db, user, id);
    const fields = Object.keys(edit.set);
    const cells = fields.map((f) => [f, def.cells[f]!] as const);
    for (const [f, cell] of cells)
      if (!cell.roles.includes(user.role)) return refused(id, 403, 'cells.locked.role', f);
    const values: Record<string, unknown> = {};
    for (const [f, cell] of cells) {
      const parsed = v.safeParse(cell.schema, edit.set[f]);
      if (!parsed.success)
        return refused(id, 400, Object.values(fieldsOf(parsed.issues))[0] ?? 'validation.invalid', f);
      values[f] = parsed.output;
    }
    const changed = cells.filter(([f, cell]) => !sameValue(values[f], cell.get(row)));
    if (changed.length === 0) return { id, ok: true, row };
    if (edit.version !== row.version)
      return { id, ok: false, status: 409, message: 'errors.versionConflict', current: row };
    for (const [f, cell] of changed) {
      const lock = cellLock(def, f, row, user.role, user);
      if (lock) return refused(id, 403, `cells.locked.${lock}`, f);
      const options = cell.options?.(row, user.role, user);
      if (options && !options.includes(values[f] as string))
        return refused(id, 409, choiceRefusal(cell, row, user.role, 'errors.moveNotAllowed', user), f);
    }
    const set = Object.fromEntries(changed.map(([f]) => [f, values[f]]));
    return { id, ok: true, row: await apply(db, withLive, user, row, edit.version, set, values) };
  } catch (e) {
    return refusal(def, edit, e);
  }
}

/**
 * A row's refusal by the entity's rules (an HttpError) or by the database for its input (a value
 * PostgreSQL cannot take, a deadlock to retry): its own answer, naming the field of a sent cell
 * the rule names, else a cell the row needed and did not send (a stock move's comment). A server
 * fault (a bug, the database gone, the disk full) is thrown: the call answers it, logged, and the
 * client sends the call again (rows already saved then answer as saved).
 */
function refusal<Row extends Versioned>(def: EditableList<Row>, edit: Edit, e: unknown): CellRowResult<Row> {
  const { status, body } = toApiError(e);
  if (status >= 500) throw e;
  const fields = body.fields ?? {};
  const named = Object.keys(fields);
  const field =
    named.find((f) => Object.hasOwn(edit.set, f)) ?? named.find((f) => Object.hasOwn(def.cells, f));
  const details = body.details as Partial<Versioned> | undefined;
  const current = status === 409 && details?.id === edit.id && typeof details.version === 'number';
  return {
    ...refused<Row>(edit.id, status, field ? fields[field]! : body.message, field),
    ...(current ? { current: details as Row } : {}),
  };
}
