import * as v from 'valibot';
import type { Role } from './roles.ts';
import { id, int, MSG } from './schemas/common.ts';
import { text } from './schemas/shared.ts';

/**
 * Cells edited in place on a list (docs/spreadsheet.md). Each editable entity declares, beside its
 * list, which fields a cell may change, with which editor, for which roles and rows. The client
 * reads the declaration to make the grid's cells editable and to say why a cell is read-only; the
 * server reads the same declaration to refuse, row by row, a change the role may not make, before
 * the entity's own single-edit call (with all its rules) saves the row.
 */

/** How a cell is typed into, and how a pasted text becomes its value. */
export type CellEditor = 'text' | 'number' | 'money' | 'select' | 'date' | 'boolean';

/**
 * The member editing, where a rule is about him and not only his role: nobody changes his own
 * role, a product-manager grants only the communities he has (domain/users/team-rules.ts teamChangeRefusal).
 * A declaration without such a rule ignores it; a caller that does not pass it gets the role's rule.
 */
export interface CellMember {
  id: string;
  role: Role;
  communities: readonly string[];
}

export interface CellDef<Row> {
  editor: CellEditor;
  /** the value as the server takes it (null clears, where the schema allows it) */
  schema: v.GenericSchema;
  /** the roles that may ever change this field */
  roles: readonly Role[];
  /** the row's current value of the field: what undo puts back, what a conflict compares */
  get: (row: Row) => unknown;
  /** why this row's cell is read-only for the role (a translation key under `cells.locked`), or null */
  lockedBy?: (row: Row, role: Role, me?: CellMember) => CellLock | null;
  /** a select's values on this row for this role: the current one first, then the allowed moves */
  options?: (row: Row, role: Role, me?: CellMember) => readonly string[];
  /**
   * Why this row's select offers fewer moves than its status would (a translation key under
   * `cells.locked`), or null: shown on hover, and the message of a value left out
   */
  narrowedBy?: (row: Row, role: Role, me?: CellMember) => CellLock | null;
  /**
   * The translation key of a select's value: a prefix the value follows (`live.trackingStatuses`),
   * or, for values that are no words (a community's id), the key of each value.
   */
  optionKey?: string | ((value: string) => string);
  /**
   * What a value outside `options` is told (a translation key), where the options are not a
   * status's moves (the grid's and the server's default): the grid and the server say it alike
   */
  refusedChoice?: string;
  /** Delete empties the cell (saves null) */
  clearable?: boolean;
  /** saved at once (a status chosen), not after the typing pause */
  immediate?: boolean;
  /**
   * The cells this one is saved with (a stock figure with its reason, the reason with a figure):
   * the server refuses it alone, so the grid's typing pause does not send the row while none of
   * them is typed too; leaving the row sends it as it is (docs/spreadsheet.md).
   */
  savedWith?: readonly string[];
  /**
   * A question asked before the value is saved (a translation key), or null to save without
   * asking: the spec's confirmations (mark received, mark paid, a manual refund) hold in a cell too
   */
  confirm?: (row: Row, value: unknown) => string | null;
}

/** The translation key of a select cell's value, if its values have labels. */
export function optionLabelKey(c: Pick<CellDef<unknown>, 'optionKey'>, value: string): string | undefined {
  if (typeof c.optionKey === 'function') return c.optionKey(value);
  return c.optionKey ? `${c.optionKey}.${value}` : undefined;
}

type Listed = v.GenericSchema & {
  options?: unknown;
  pipe?: readonly { type?: string; metadata?: { enum?: unknown } }[];
};

/**
 * Every value a select cell may hold, for reading pasted labels, for "Set <column>…" and for the
 * pinyin of its labels (server/cli/write-pinyin.ts): its schema's picklist, or the values a checked
 * id lists in its metadata (a community's id, whose schema is a uuid), as the API description reads them.
 */
export function selectValues<T>(cell: CellDef<T>): readonly string[] {
  const schema = cell.schema as Listed;
  if (Array.isArray(schema.options)) return schema.options.map(String);
  const listed = schema.pipe?.find((a) => a.type === 'metadata')?.metadata?.enum;
  return Array.isArray(listed) ? listed.map(String) : [];
}

/**
 * What a value the row's select leaves out is told, alike by the grid and the server: the reason
 * the row's moves are narrowed, else the cell's own message, else the caller's default.
 */
export function choiceRefusal<Row>(
  c: CellDef<Row>,
  row: Row,
  role: Role,
  fallback: string,
  me?: CellMember,
): string {
  const why = c.narrowedBy?.(row, role, me);
  return why ? `cells.locked.${why}` : (c.refusedChoice ?? fallback);
}

/** A text cell that Delete empties: null is the empty text, as an empty cell saves it. */
export const clearable = <S extends v.GenericSchema<unknown, string>>(schema: S) =>
  v.pipe(
    v.nullable(schema),
    v.transform((s) => s ?? ''),
  );

/** `clearable` of a plain text of at most `max` characters. */
export const clearableText = (max: number) => clearable(text(max));

/** The reasons a cell may be read-only; each is a translation key `cells.locked.<reason>`. */
export const CELL_LOCKS = [
  'role',
  'final',
  'locked',
  'paid',
  'delivered',
  'noDelivery',
  'noMove',
  'notEditable',
  'self',
  'aboveOwn',
  'started',
  'multiline',
  'oneCommunity',
  'offerDiscontinued',
  'orderLocked',
] as const;
export type CellLock = (typeof CELL_LOCKS)[number];

export interface EditableList<Row> {
  /** the entity's name in messages and the audit log */
  entity: string;
  cells: Readonly<Record<string, CellDef<Row>>>;
}

/** Keeps the row type of a declaration. */
export function defineCells<Row>(def: EditableList<Row>): EditableList<Row> {
  return def;
}

/**
 * Why `role` may not edit `field` on `row`, or null when it may: one rule for grid and server.
 * `me` is the member editing, for the rules about his own rows.
 */
export function cellLock<Row>(
  def: EditableList<Row>,
  field: string,
  row: Row,
  role: Role,
  me?: CellMember,
): CellLock | null {
  const c = def.cells[field];
  if (!c) return 'notEditable';
  if (!c.roles.includes(role)) return 'role';
  const locked = c.lockedBy?.(row, role, me) ?? null;
  if (locked) return locked;
  // a select with nowhere to go from here is read-only too (the machine refuses every move)
  if (c.options && c.options(row, role, me).length <= 1) return 'noMove';
  return null;
}

/**
 * The declaration with the member's own rules bound (his own row, the roles he may grant): the
 * grid asks `cellLock` and `options` with the role only, as the server asks them with the member.
 */
export function forMember<Row>(def: EditableList<Row>, me: CellMember): EditableList<Row> {
  const cells = Object.fromEntries(
    Object.entries(def.cells).map(([field, c]) => {
      const { lockedBy, options, narrowedBy } = c;
      return [
        field,
        {
          ...c,
          ...(lockedBy ? { lockedBy: (row: Row, role: Role) => lockedBy(row, role, me) } : {}),
          ...(options ? { options: (row: Row, role: Role) => options(row, role, me) } : {}),
          ...(narrowedBy ? { narrowedBy: (row: Row, role: Role) => narrowedBy(row, role, me) } : {}),
        },
      ];
    }),
  );
  return { ...def, cells };
}

/** The roles that may edit at least one cell of the entity: the cells call's access. */
export const cellRoles = <Row>(def: EditableList<Row>): Role[] => [
  ...new Set(Object.values(def.cells).flatMap((c) => c.roles)),
];

/** At most this many rows in one cells call (a longer paste is sent in chunks); more is a 413. */
export const MAX_CELL_ROWS = 1000;

/**
 * At most this many names in one row's `set`: more than any list has cells, so more is no grid's
 * row (400 on `rows.<i>.set`). Without it one row of 200,000 names fitted in the body, each
 * listed back as unknown: seconds of the server's thread and an answer four times the request.
 */
export const MAX_ROW_CELLS = 32;

/**
 * What one cell holds as the grid sends it: a text, a number, a flag or nothing (a cleared cell).
 * Anything else is refused with the call, naming the cell: no cell reads a structure, and one
 * nested deep enough would overflow the stack where the call's body is hashed.
 */
export const CellValue = v.union([v.string(), v.number(), v.boolean(), v.null()], MSG.invalid);
export type CellValue = v.InferOutput<typeof CellValue>;

/**
 * POST /api/<entity>/cells: the fields typed on some rows, each row at the version the grid
 * showed. Each row is saved on its own (own transaction, own audit, own answer), so a refused row
 * never holds the others back. The values are checked against each cell's own schema by the server.
 */
export const CellEdits = v.strictObject({
  rows: v.pipe(
    v.array(
      v.strictObject({
        id: id(),
        version: int(0, Number.MAX_SAFE_INTEGER),
        // the fields typed on the row, by the names of the entity's cells; each value is checked
        // by its cell's schema, on its own row, so one bad value refuses only its row
        set: v.pipe(
          v.record(v.pipe(v.string(), v.maxLength(60)), CellValue),
          v.check((s) => Object.keys(s).length > 0, MSG.required),
          v.check((s) => Object.keys(s).length <= MAX_ROW_CELLS, MSG.tooLong),
          v.metadata({ minProperties: 1, maxProperties: MAX_ROW_CELLS }),
        ),
      }),
      MSG.required,
    ),
    v.minLength(1, MSG.required),
    v.maxLength(MAX_CELL_ROWS, MSG.tooLong),
  ),
});
export type CellEdits = v.InferOutput<typeof CellEdits>;

/**
 * One row's answer: the row as its list shows it after the save, or why it was refused. A 409
 * carries the row as it stands (the other member's values, shown beside the typed ones); a 400
 * names the field and its translatable message.
 */
export type CellRowResult<Row> =
  | { id: string; ok: true; row: Row }
  | { id: string; ok: false; status: number; message: string; field?: string; current?: Row };

export interface CellsAnswer<Row> {
  saved: number;
  refused: number;
  results: CellRowResult<Row>[];
}
