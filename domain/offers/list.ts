import type { ListSpec } from '../list-protocol.ts';

export const OFFER_TIMINGS = ['coming', 'live', 'over'] as const;

/**
 * GET /api/offers/details: tabs live / all / coming / over are the
 * `timing` filter (derived from the dates at the moment of the query), page size 80.
 */
export const OFFERS_LIST: ListSpec = {
  resource: 'offers',
  filters: {
    internalName: { kind: 'text' },
    offerID: { kind: 'eq', type: 'int' },
    community: { kind: 'eq', type: 'uuid' },
    channel: { kind: 'eq', type: 'string', values: ['all', 'wechat_group', 'miniprogram'] },
    type: {
      kind: 'eq',
      type: 'string',
      values: ['regular', 'free_fall', 'multiple_items', 'bourse', 'cave'],
    },
    status: { kind: 'eq', type: 'string', values: ['available', 'discontinued'] },
    timing: { kind: 'eq', type: 'string', values: OFFER_TIMINGS },
    startingDate: { kind: 'dateRange' },
  },
  sorts: ['offerID', 'internalName', 'startingDate', 'endingDate', 'createdAt'],
  defaultSort: ['createdAt', 'DESC'],
  maxPage: 1000,
};

/** One row of the offers list. Amounts in fen. */
export interface OfferListRow {
  id: string;
  offerID: number;
  internalName: string;
  name: { en: string; zh: string };
  community: string;
  channel: 'all' | 'wechat_group' | 'miniprogram';
  type: string;
  status: 'available' | 'discontinued';
  timing: (typeof OFFER_TIMINGS)[number];
  startingDate: string;
  endingDate: string;
  numberOfOrders: number;
  /** sum of totalAmount of the orders that count (available, not ccl/rfd) */
  totalSales: number;
  /** the sales target in fen (0: none) and the commission rate in percent, set in the offer form */
  targetSales: number;
  commissionRate: number;
  createdAt: string;
  /** the version a cell typed on the list is saved from */
  version: number;
}
