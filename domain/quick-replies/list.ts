import type { ListSpec } from '../list-protocol.ts';
import { LANGS } from '../schemas/shared.ts';
import { QUICK_REPLY_CATEGORIES } from './schema.ts';

/**
 * GET /api/quick-replies: the Quick replies screen, by title first (staff look a reply up by its
 * name). Scoped: a non-admin sees the replies of his communities only. `q` searches title and body.
 */
export const QUICK_REPLIES_LIST: ListSpec = {
  resource: 'quick-replies',
  filters: {
    q: { kind: 'text' },
    community: { kind: 'eq', type: 'uuid' },
    category: { kind: 'eq', type: 'string', values: QUICK_REPLY_CATEGORIES },
    language: { kind: 'eq', type: 'string', values: LANGS },
    active: { kind: 'eq', type: 'bool' },
  },
  sorts: ['title', 'category', 'language', 'active', 'updatedAt', 'createdAt'],
  defaultSort: ['title', 'ASC'],
  maxPage: 1000,
};
