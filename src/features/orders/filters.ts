import { communitiesOf } from '../../../domain/communities.ts';
import type { Role } from '../../../domain/roles.ts';
import type { FilterDef } from '../../components/ListPage/types.ts';

/** The community filter offers only the caller's communities (the server keeps to them anyway). */
export function communityFilter(user: { role: Role; communities: readonly string[] } | null): FilterDef {
  const mine = communitiesOf(user);
  return {
    kind: 'select',
    field: 'community',
    labelKey: 'orders.filters.community',
    options: mine.map((c) => ({ value: c.id, labelKey: `communities.${c.key}` as const })),
  };
}

export const customerNameFilter: FilterDef = {
  kind: 'text',
  field: 'customerName',
  labelKey: 'orders.filters.customerName',
};
export const orderIdFilter: FilterDef = {
  kind: 'number',
  field: 'orderID',
  labelKey: 'orders.filters.orderID',
};
export const orderDateFilter: FilterDef = {
  kind: 'dateRange',
  field: 'orderDate',
  labelKey: 'orders.filters.orderDate',
};
