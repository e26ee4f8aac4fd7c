import type { ColDef } from 'ag-grid-community';
import type { EditableList } from '../../domain/cells.ts';
import type { ListSpec } from '../../domain/list-protocol.ts';
import type { Translate } from '../../locales/keys.ts';

/**
 * What src/grids/<entity>.ts exports: the list call's path, the resource.s ListSpec from domain/<entity>/list.ts
 * (its sortable fields and default sort, shared with the server) and a column factory. Column ids
 * (`colId` or `field`) are the server's sort names, so a header click maps to `sort`.
 */
export interface GridDef<T, C = undefined> {
  /** e.g. 'users/details' under /api */
  path: string;
  spec: ListSpec;
  columns: (t: Translate, ctx: C) => ColDef<T>[];
  /**
   * The cells a member may edit in place (domain/<entity>/cells.ts): every column whose colId is one of them
   * becomes editable where `cellLock` lets the member's role edit that row, saved through `cellsPath`.
   */
  cells?: EditableList<T>;
  /** the cells call under /api (e.g. 'orders/cells') */
  cellsPath?: string;
  /** how a row is named in the messages of its saves (an order's number), with the list's context (its language) */
  rowName?: (row: T, ctx: C) => string;
}
