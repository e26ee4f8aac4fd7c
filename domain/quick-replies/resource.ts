import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { CellEdits, cellRoles } from '../cells.ts';
import { defineResource } from '../resource.ts';
import { QUICK_REPLY_READERS } from '../role-groups.ts';
import { QuickReplyAnswer, QuickReplyCellsAnswer } from './answers.ts';
import { QUICK_REPLY_CELLS } from './cells.ts';
import { QUICK_REPLIES_LIST } from './list.ts';
import { QuickReplyCreate, QuickReplyUpdate } from './schema.ts';

/**
 * Quick replies: saved chat messages staff find by title and copy into a community's WeChat
 * group (docs/quick-replies.md). Scoped: a non-admin lists, reads and writes only the replies of
 * his communities. Read by the customer-service roles, written by `quickReply.write`
 * (docs/permissions.md).
 */
export const QUICK_REPLIES = defineResource({
  key: 'quick-replies',
  entity: 'quickReply',
  ops: {
    list: {
      response: v.array(QuickReplyAnswer),
      method: 'GET',
      path: '/api/quick-replies',
      access: QUICK_REPLY_READERS,
      scoped: true,
      list: QUICK_REPLIES_LIST,
    },
    one: {
      response: QuickReplyAnswer,
      method: 'GET',
      path: '/api/quick-replies/:quickReplyId',
      access: QUICK_REPLY_READERS,
      scoped: true,
    },
    create: {
      response: QuickReplyAnswer,
      status: 201,
      method: 'POST',
      path: '/api/quick-replies',
      access: ACTIONS['quickReply.write'],
      scoped: true,
      body: QuickReplyCreate,
      idempotent: true,
    },
    update: {
      response: QuickReplyAnswer,
      method: 'PUT',
      path: '/api/quick-replies/:quickReplyId',
      access: ACTIONS['quickReply.write'],
      scoped: true,
      body: QuickReplyUpdate,
    },
    // cells typed on the list (docs/spreadsheet.md), each row saved by the edit above
    cells: {
      summary: 'Saves cells typed on the quick replies list, each row on its own',
      response: QuickReplyCellsAnswer,
      method: 'POST',
      path: '/api/quick-replies/cells',
      access: cellRoles(QUICK_REPLY_CELLS),
      scoped: true,
      body: CellEdits,
      idempotent: true,
    },
  },
  screens: {
    list: {
      path: '/quick-replies',
      roles: QUICK_REPLY_READERS,
      page: 'features/quick-replies/QuickRepliesList',
      menu: { label: 'menu.quickReplies', icon: 'chat', order: 95 },
    },
    create: {
      path: '/quick-replies/create',
      roles: ACTIONS['quickReply.write'],
      page: 'features/quick-replies/QuickReplyForm',
      palette: { label: 'palette.createQuickReply', icon: 'add' },
    },
    edit: {
      path: '/quick-replies/:quickReplyId',
      // the form saves: readers who may not write copy from the list instead
      roles: ACTIONS['quickReply.write'],
      page: 'features/quick-replies/QuickReplyForm',
    },
  },
});
