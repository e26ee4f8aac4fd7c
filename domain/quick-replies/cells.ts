import * as v from 'valibot';
import { everyValue } from '../cells/choices.ts';
import { type CellDef, defineCells } from '../cells.ts';
import { communityChoices, communityKey } from '../communities.ts';
import { QUICK_REPLY_WRITERS } from '../role-groups.ts';
import { MSG, requiredText } from '../schemas/common.ts';
import { LANGS } from '../schemas/shared.ts';
import { BODY_MAX, QUICK_REPLY_CATEGORIES, type QuickReply, QuickReplyCreate, titleText } from './schema.ts';

/** The translation groups of the selects' values. */
const CATEGORY_LABELS = 'quickReplies.categories';
const LANGUAGE_LABELS = 'quickReplies.languages';

/** Every cell is the writers', who may also save the whole reply in its form. */
const cell = <K extends keyof QuickReply>(
  field: K,
  c: Omit<CellDef<QuickReply>, 'roles' | 'get'>,
): CellDef<QuickReply> => ({ roles: QUICK_REPLY_WRITERS, get: (r) => r[field], ...c });

/**
 * The quick replies list's editable cells, saved by the reply's edit (its duplicate title in the
 * community is a 409 naming `title`): title, body (typed on one line in the cell, so a text of several
 * lines is edited in the form only), category, language, the active flag and the community, among
 * the member's own.
 */
export const QUICK_REPLY_CELLS = defineCells<QuickReply>({
  entity: 'quickReply',
  cells: {
    title: cell('title', { editor: 'text', schema: titleText }),
    // the cell's editor is one line: a text of several lines saved from it would lose its breaks
    body: cell('body', {
      editor: 'text',
      schema: requiredText(BODY_MAX),
      // a line broken by \r, U+2028 or U+2029 (stored through the API) is a line too
      lockedBy: (r) => (/[\n\r\u2028\u2029]/.test(r.body) ? 'multiline' : null),
    }),
    category: cell('category', {
      editor: 'select',
      schema: v.picklist(QUICK_REPLY_CATEGORIES, MSG.invalid),
      options: everyValue<QuickReply, 'category'>('category', QUICK_REPLY_CATEGORIES),
      optionKey: CATEGORY_LABELS,
      immediate: true,
    }),
    language: cell('language', {
      editor: 'select',
      schema: v.picklist(LANGS, MSG.invalid),
      options: everyValue<QuickReply, 'language'>('language', LANGS),
      optionKey: LANGUAGE_LABELS,
      immediate: true,
    }),
    active: cell('active', { editor: 'boolean', schema: v.boolean(MSG.invalid), immediate: true }),
    // moved to one of the member's communities only; the edit checks it again (scope, free title)
    community: cell('community', {
      editor: 'select',
      schema: QuickReplyCreate.entries.community,
      options: (row, role, me) => communityChoices(row.community, role, me),
      lockedBy: (row, role, me) =>
        communityChoices(row.community, role, me).length > 1 ? null : 'oneCommunity',
      optionKey: communityKey,
      refusedChoice: 'cells.invalid.notYourCommunity',
      immediate: true,
    }),
  },
});
