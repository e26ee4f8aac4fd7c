import type { ListSpec } from '../list-protocol.ts';
import { SUPPLIER_STATUSES, SUPPLIER_TYPES } from './schema.ts';

const filters = {
  name: { kind: 'text' },
  type: { kind: 'eq', type: 'string', values: SUPPLIER_TYPES },
  status: { kind: 'eq', type: 'string', values: SUPPLIER_STATUSES },
} as const;

/** GET /api/suppliers/details: the Suppliers screen, page 80, newest first. */
export const SUPPLIERS_LIST: ListSpec = {
  resource: 'suppliers',
  filters,
  sorts: ['name', 'type', 'paymentTerm', 'vat', 'commission', 'status', 'createdAt'],
  defaultSort: ['createdAt', 'DESC'],
  maxPage: 1000,
};

/**
 * GET /api/suppliers: the supplier choices of other forms (products, purchase orders), optionally
 * of one type, sorted by name. Light rows: id, name, type, vat, commission, status.
 */
export const SUPPLIER_CHOICES: ListSpec = {
  resource: 'suppliers',
  filters,
  sorts: ['name'],
  defaultSort: ['name', 'ASC'],
  maxPage: 5000,
};
