import type { ListSpec } from '../list-protocol.ts';

/**
 * GET /api/customers/areas: the customer lookup of order entry: name search,
 * discontinued customers never listed, range 0-4 (5 results) sorted by name ascending.
 */
export const CUSTOMER_LOOKUP: ListSpec = {
  resource: 'customers',
  filters: {
    name: { kind: 'text' },
    /** one customer by id: the vouchers of an order's customer, for an order already in the grid */
    id: { kind: 'eq', type: 'uuid' },
  },
  sorts: ['name'],
  defaultSort: ['name', 'ASC'],
  maxPage: 50,
};

/**
 * GET /api/customers/details: filters name and phone, page size 80, newest
 * first. Every status is listed (the record shows and edits it); only the name and the creation
 * date sort, the two orders an index keeps at 100,000 customers.
 */
export const CUSTOMERS_LIST: ListSpec = {
  resource: 'customers',
  filters: {
    name: { kind: 'text' },
    /** any phone of the record: its contacts' and its addresses' */
    phone: { kind: 'text' },
  },
  sorts: ['name', 'createdAt'],
  defaultSort: ['createdAt', 'DESC'],
  maxPage: 1000,
};
