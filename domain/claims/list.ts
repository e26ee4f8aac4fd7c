import type { ListSpec } from '../list-protocol.ts';
import { CLAIM_ACTIONS, CLAIM_ISSUES, CLAIM_RESPS, CLAIM_STATUSES } from './schema.ts';

/**
 * GET /api/claims/details: 80 a page, newest first; `urgent` sorts the open claims
 * older than 7 days first. Scoped: a non-admin sees his communities' claims. `customer` is the
 * customer tab's filter (also accepted as `?customer=` on the query).
 */
export const CLAIMS_LIST: ListSpec = {
  resource: 'claims',
  filters: {
    status: { kind: 'eq', type: 'string', values: CLAIM_STATUSES },
    action: { kind: 'eq', type: 'string', values: CLAIM_ACTIONS },
    issue: { kind: 'eq', type: 'string', values: CLAIM_ISSUES },
    resp: { kind: 'eq', type: 'string', values: CLAIM_RESPS },
    community: { kind: 'eq', type: 'uuid' },
    customer: { kind: 'eq', type: 'uuid' },
    offer: { kind: 'eq', type: 'uuid' },
    order: { kind: 'eq', type: 'uuid' },
    orderID: { kind: 'eq', type: 'int' },
    urgent: { kind: 'eq', type: 'bool' },
    customerName: { kind: 'text' },
    createdAt: { kind: 'dateRange' },
  },
  sorts: ['createdAt', 'claimNumber', 'urgent', 'status', 'step', 'actionETA', 'orderID'],
  defaultSort: ['createdAt', 'DESC'],
  maxPage: 1000,
};
