import type { ListSpec } from '../list-protocol.ts';

/** GET /api/lottery-draws/details: the draws of an offer (the live page's lottery tab). */
export const LOTTERY_DRAWS_LIST: ListSpec = {
  resource: 'lottery-draws',
  filters: {
    offer: { kind: 'eq', type: 'uuid' },
    channel: { kind: 'eq', type: 'string', values: ['wechat_group', 'miniprogram'] },
  },
  sorts: ['drawNumber', 'createdAt'],
  defaultSort: ['drawNumber', 'ASC'],
  maxPage: 1000,
};
