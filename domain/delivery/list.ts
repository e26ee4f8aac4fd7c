import type { ListSpec } from '../list-protocol.ts';
import { STATUS } from '../schemas/common.ts';

/** GET /api/delivery-templates/details: discontinued templates are never listed. */
export const DELIVERY_TEMPLATES_LIST: ListSpec = {
  resource: 'delivery-templates',
  filters: {
    name: { kind: 'text' },
    status: { kind: 'eq', type: 'string', values: STATUS },
  },
  sorts: ['name', 'createdAt'],
  defaultSort: ['createdAt', 'DESC'],
  maxPage: 1000,
};

/** GET /api/delivery-areas/details: `name` matches the English or the Chinese name. */
export const DELIVERY_AREAS_LIST: ListSpec = {
  resource: 'delivery-areas',
  filters: {
    name: { kind: 'text' },
    parent: { kind: 'eq', type: 'uuid' },
  },
  sorts: ['name', 'createdAt'],
  defaultSort: ['createdAt', 'DESC'],
  maxPage: 1000,
};
