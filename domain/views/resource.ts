import * as v from 'valibot';
import type { ListSpec } from '../list-protocol.ts';
import { defineResource } from '../resource.ts';
import { SavedViewAnswer } from './answers.ts';
import { SavedViewBody } from './schema.ts';

export const VIEWS_LIST: ListSpec = {
  resource: 'views',
  filters: { list: { kind: 'eq', type: 'string' } },
  sorts: ['name', 'createdAt'],
  defaultSort: ['name', 'ASC'],
  maxPage: 200,
};

/** Saved views of the lists: every member has his own; nobody reads or changes another's. */
export const VIEWS = defineResource({
  key: 'views',
  entity: 'saved_view',
  ops: {
    list: {
      response: v.array(SavedViewAnswer),
      method: 'GET',
      path: '/api/views',
      access: 'authenticated',
      list: VIEWS_LIST,
    },
    create: {
      response: SavedViewAnswer,
      status: 201,
      method: 'POST',
      path: '/api/views',
      access: 'authenticated',
      body: SavedViewBody,
      idempotent: true,
    },
    update: {
      response: SavedViewAnswer,
      method: 'PUT',
      path: '/api/views/:id',
      access: 'authenticated',
      body: SavedViewBody,
    },
    remove: { status: 204, method: 'DELETE', path: '/api/views/:id', access: 'authenticated' },
  },
});
