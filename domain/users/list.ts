import type { ListSpec } from '../list-protocol.ts';
import { CITIES, ROLES } from '../roles.ts';

/**
 * GET /api/users/details. The `name` filter also matches the e-mail, which is
 * how people look a colleague up. Super-admins and disabled members are never listed.
 */
export const USERS_LIST: ListSpec = {
  resource: 'users',
  filters: {
    name: { kind: 'text' },
    role: { kind: 'eq', type: 'string', values: ROLES },
    city: { kind: 'eq', type: 'string', values: CITIES },
  },
  sorts: ['name', 'role', 'communities', 'city', 'createdAt'],
  defaultSort: ['createdAt', 'DESC'],
  maxPage: 1000,
};
