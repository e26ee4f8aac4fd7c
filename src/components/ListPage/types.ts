import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { Action } from '../../../domain/actions.ts';
import type { ListSpec } from '../../../domain/list-protocol.ts';

/** A filter input of a list; `field` is the list protocol's filter name for the resource. */
export type FilterDef =
  | { kind: 'text'; field: string; labelKey: string }
  | {
      kind: 'select';
      field: string;
      labelKey: string;
      options: readonly { value: string; labelKey: string }[];
    }
  | { kind: 'dateRange'; field: string; labelKey: string };

/** A tab narrows the list with its own tabFilter (sent as the protocol's `tabFilter`). */
export interface TabDef {
  id: string;
  labelKey: string;
  tabFilter?: Record<string, unknown>;
}

/**
 * What grids/<entity>.ts exports: the list call's path, the resource's ListSpec from domain/lists
 * (its sortable fields and default sort, shared with the server) and a column factory. Column ids
 * (`colId` or `field`) are the server's sort names, so a header click maps to `sort`.
 */
export interface GridDef<T, C = undefined> {
  /** e.g. 'users/details' under /api */
  path: string;
  spec: ListSpec;
  columns: (t: TFunction, ctx: C) => ColDef<T>[];
}

export interface ListPageProps<T extends { id: string }, C = undefined> {
  grid: GridDef<T, C>;
  /** extra data the column factory needs (e.g. area names); passed to AG Grid's context too */
  context?: C;
  titleKey: string;
  filters?: readonly FilterDef[];
  tabs?: readonly TabDef[];
  pageSize?: number;
  /** where a row click / Enter goes */
  rowLink?: (row: T) => string;
  create?: { action: Action; to: string; labelKey: string };
  /** base of the CSV file name; the date is appended */
  exportName: string;
  /** hides the title bar when the list is embedded (e.g. in a tab) */
  embedded?: boolean;
}
