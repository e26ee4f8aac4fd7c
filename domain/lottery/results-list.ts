import type { ListSpec } from '../list-protocol.ts';

/**
 * GET /api/lottery-draws/results: every draw with its winners, newest first,
 * 80 a page. Scoped by the offer's community id.
 */
export const LOTTERY_RESULTS_LIST: ListSpec = {
  resource: 'lottery-draws',
  filters: {
    offer: { kind: 'eq', type: 'uuid' },
    channel: { kind: 'eq', type: 'string', values: ['wechat_group', 'miniprogram'] },
    community: { kind: 'eq', type: 'uuid' },
    offerName: { kind: 'text' },
    createdAt: { kind: 'dateRange' },
  },
  sorts: ['createdAt', 'drawNumber', 'offerID'],
  defaultSort: ['createdAt', 'DESC'],
  maxPage: 1000,
};
