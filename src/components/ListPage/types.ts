import type { GridApi } from 'ag-grid-community';
import type { ReactNode } from 'react';
import type { Action } from '../../../domain/actions.ts';
import type { GridDef } from '../../grids/types.ts';

export type { GridDef };

import type { TKey } from '../../../locales/keys.ts';

/** A filter input of a list; `field` is the list protocol's filter name for the resource. */
export type FilterDef =
  | { kind: 'text'; field: string; labelKey: TKey }
  /** a whole number typed in a search box (an order number): sent as a number */
  | { kind: 'number'; field: string; labelKey: TKey }
  | {
      kind: 'select';
      field: string;
      labelKey: TKey;
      /**
       * labelled by a translation key, or by plain `text` (a name, e.g. a supplier's); a boolean
       * value is sent as the JSON boolean a bool filter expects (the Urgent filter), not as text
       */
      options: readonly ({ value: string | boolean; labelKey: TKey } | { value: string; text: string })[];
      /** typed into to narrow the options (a long list of names) */
      searchable?: boolean;
    }
  | { kind: 'dateRange'; field: string; labelKey: TKey };

/** A tab narrows the list with its own tabFilter (sent as the protocol's `tabFilter`). */
export interface TabDef {
  id: string;
  labelKey: TKey;
  tabFilter?: Record<string, unknown>;
}

export interface ListPageProps<T extends { id: string }, C = undefined> {
  grid: GridDef<T, C>;
  /** extra data the column factory needs (e.g. area names); passed to AG Grid's context too */
  context?: C;
  titleKey: TKey;
  filters?: readonly FilterDef[];
  tabs?: readonly TabDef[];
  pageSize?: number;
  /** where a row click / Enter goes */
  rowLink?: (row: T) => string;
  /** rows that do not open (e.g. a final claim); every row opens when absent */
  rowOpens?: (row: T) => boolean;
  /** a class per row (e.g. an unread refund highlighted) */
  rowClass?: (row: T) => string | undefined;
  create?: { action: Action; to: string; labelKey: TKey };
  /** base of the CSV file name; the date is appended */
  exportName: string;
  /** hides the title bar when the list is embedded (e.g. in a tab) */
  embedded?: boolean;
  /** filters the page imposes, not shown nor editable (e.g. one customer's orders); sent on every call and export */
  fixedFilter?: Record<string, unknown>;
  /** the title as text, when it names a record (else `titleKey`) */
  title?: string;
  /** shown before the title (a back button) */
  before?: ReactNode;
  /** shown after the title, at the right of the header (the page's own buttons) */
  after?: ReactNode;
  /**
   * toolbar buttons, given the grid, the selected rows and `setCell`: one value for a declared
   * cell of every selected row (the focused row when none is), saved as Set column saves it
   */
  actions?: (
    api: GridApi<T> | null,
    selected: readonly T[],
    setCell: (field: string, value: unknown) => void,
  ) => ReactNode;
  /** the rows as shown: the page's rows with what the screen holds locally (edits not saved yet) */
  showRows?: (rows: T[]) => T[];
  /** rows the checkbox may select (e.g. offers not invoiced yet); all by default */
  selectable?: (row: T) => boolean;
}
