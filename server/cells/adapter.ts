import type { Kysely } from 'kysely';
import type { EditableList } from '../../domain/cells.ts';
import type { AuthUser } from '../auth/sessions.ts';
import type { Database } from '../db/types.ts';
import type { WithLive } from '../live/events.ts';

type Db = Kysely<Database>;

/** What every editable row carries: its id and the version a change is made from. */
export interface Versioned {
  id: string;
  version: number;
}

/**
 * What an entity gives the cells call (handler.ts): its declaration of cells (domain/<entity>/cells.ts), how
 * one row is read and how changed cells are saved. The generic call does the rest: the role and
 * the row's locks, each value against its cell's schema, the version, one answer per row.
 */
export interface CellsAdapter<Row extends Versioned> {
  def: EditableList<Row>;
  /**
   * The row as its list shows it, read as reading that one row would: 404 when there is none,
   * 403 when it belongs to a community the caller does not reach.
   */
  read: (db: Db, user: AuthUser, id: string) => Promise<Row>;
  /**
   * Saves the changed cells of one row (each value parsed by its cell's schema) through the
   * entity's own single-edit call(s), so every rule, the version check, the audit and the live
   * events are those of an edit made in its form; all of a row's fields in one transaction.
   * Answers the row as its list shows it after the save. `set` holds the changed cells; `sent`
   * every cell the row sent, parsed, the unchanged ones too (a stock move's comment may repeat the
   * last one).
   */
  apply: (
    db: Db,
    withLive: WithLive,
    user: AuthUser,
    row: Row,
    version: number,
    set: Record<string, unknown>,
    sent: Record<string, unknown>,
  ) => Promise<Row>;
}
