import type { ListSpec } from '../list-protocol.ts';
import { VOUCHER_STATUSES } from './schema.ts';

/**
 * GET /api/vouchers/details: by customer and status; `used` separates used vouchers
 * from the others. Scoped: a non-admin sees the vouchers valid in his communities.
 */
export const VOUCHERS_LIST: ListSpec = {
  resource: 'vouchers',
  filters: {
    customer: { kind: 'eq', type: 'uuid' },
    status: { kind: 'eq', type: 'string', values: VOUCHER_STATUSES },
    used: { kind: 'eq', type: 'bool' },
    customerName: { kind: 'text' },
    createdAt: { kind: 'dateRange' },
  },
  sorts: ['createdAt', 'expirationDate', 'amount', 'voucherID'],
  defaultSort: ['createdAt', 'DESC'],
  maxPage: 1000,
};
