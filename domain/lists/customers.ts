import type { ListSpec } from '../list-protocol.ts';

/**
 * GET /api/customers/areas: the customer lookup of order entry (part 1 §7): name search,
 * discontinued customers never listed, range 0-4 (5 results) sorted by name ascending.
 */
export const CUSTOMER_LOOKUP: ListSpec = {
  resource: 'customers',
  filters: { name: { kind: 'text' } },
  sorts: ['name'],
  defaultSort: ['name', 'ASC'],
  maxPage: 50,
};
