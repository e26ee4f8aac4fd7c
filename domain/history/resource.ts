import * as v from 'valibot';
import type { ListSpec } from '../list-protocol.ts';
import { defineResource } from '../resource.ts';
import type { ShownActor } from '../users/shown-actor.ts';
import { HistoryEntryAnswer } from './answers.ts';

/** A record's changes, newest first: paged, nothing to filter. */
export const HISTORY_LIST: ListSpec = {
  resource: 'history',
  filters: {},
  sorts: ['at'],
  defaultSort: ['at', 'DESC'],
  maxPage: 200,
};

/**
 * The history of any record: `:entity` is a resource key (users, delivery-templates, offers…).
 * Any signed-in member may ask; the answer is given exactly to those who may read that record
 * (its read operation's roles, its community), else 403 or 404 as reading it would be.
 */
export const HISTORY = defineResource({
  key: 'history',
  ops: {
    list: {
      response: v.array(HistoryEntryAnswer),
      method: 'GET',
      path: '/api/history/:entity/:id',
      access: 'authenticated',
      list: HISTORY_LIST,
    },
  },
});

/** One change of a record as the History drawer lists it; before/after hold the changed fields only. */
export interface HistoryEntry {
  id: number;
  at: string;
  /** null: a change no member made (the system) */
  actor: ShownActor | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
