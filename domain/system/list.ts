import type { ListSpec } from '../list-protocol.ts';

/**
 * GET /api/communities takes a filter on the fields it answers: `id` and `key`
 * (equal, or one of), `name` (a substring of the English or the Chinese name). No page, no sort:
 * there are five, in their fixed order.
 */
export const COMMUNITIES_LIST: ListSpec = {
  resource: 'communities',
  filters: {
    id: { kind: 'eq', type: 'uuid' },
    key: { kind: 'eq', type: 'string' },
    name: { kind: 'text' },
  },
  sorts: [],
  defaultSort: ['position', 'ASC'],
  maxPage: 5,
};
