import { COMMUNITIES } from '../../../domain/communities.ts';
import { type KeyGroup, keyIn, type TKey } from '../../../locales/keys.ts';
import type { FilterDef } from '../../components/ListPage/types.ts';

// The filters the claims and refunds lists offer alike, so a member searches both the same way.

/** First on both lists: the customer's name, the way a member looks a case up. */
const CUSTOMER_FILTER: FilterDef = {
  kind: 'text',
  field: 'customerName',
  labelKey: 'service.searchCustomer',
};

/** The record's status, among its own statuses, labelled by its own translations. */
export function caseStatusFilter(labelKey: TKey, statuses: readonly string[], group: KeyGroup): FilterDef {
  return {
    kind: 'select',
    field: 'status',
    labelKey,
    options: statuses.map((s) => ({ value: s, labelKey: keyIn(group, s) })),
  };
}

/** Last on both lists: where the case is, and since when. */
const PLACE_AND_TIME_FILTERS: readonly FilterDef[] = [
  {
    kind: 'select',
    field: 'community',
    labelKey: 'service.community',
    options: COMMUNITIES.map((c) => ({ value: c.id, labelKey: keyIn('communities', c.key) })),
  },
  { kind: 'dateRange', field: 'createdAt', labelKey: 'service.createdAt' },
];

/** A case list's filters: the customer, the status, the record's own filters, then place and time. */
export function caseFilters(status: FilterDef, own: readonly FilterDef[] = []): readonly FilterDef[] {
  return [CUSTOMER_FILTER, status, ...own, ...PLACE_AND_TIME_FILTERS];
}
