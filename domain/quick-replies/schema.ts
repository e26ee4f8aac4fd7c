import * as v from 'valibot';
import { COMMUNITIES, isKnownCommunity } from '../communities.ts';
import { nameText } from '../names.ts';
import { id, int, MSG, requiredText } from '../schemas/common.ts';
import { LANGS } from '../schemas/shared.ts';

/** The fixed value list a reply is filed under (docs/quick-replies.md). */
export const QUICK_REPLY_CATEGORIES = ['payment', 'delivery', 'claim', 'other'] as const;
export type QuickReplyCategory = (typeof QUICK_REPLY_CATEGORIES)[number];
export const QUICK_REPLY_EXISTS_MSG = 'quickReplies.errors.exists';
/** A title is found by name in a short list: one line, like a chat's pinned message. */
export const TITLE_MAX = 80;
/** Long enough for a payment reminder with its QR instructions, short enough for one chat bubble. */
export const BODY_MAX = 2000;

/** A title with its inner runs of spaces made one: "Late  delivery" is "Late delivery", one title. */
export const titleText = v.pipe(
  nameText(TITLE_MAX),
  v.transform((s) => s.replace(/\s+/g, ' ')),
);

const quickReplyEntries = {
  title: titleText,
  community: v.pipe(
    id(),
    // the spelling the database answers: a member's own community written in capitals is his,
    // for the scope check and for the cell's choices alike
    v.toLowerCase(),
    v.check(isKnownCommunity, 'validation.unknownCommunity'),
    // what the check means, for the API's description
    v.metadata({ enum: COMMUNITIES.map((c) => c.id) }),
  ),
  language: v.picklist(LANGS, MSG.invalid),
  /** multi-line: inner line breaks are kept, the ends trimmed */
  body: requiredText(BODY_MAX),
  /** optional in the body: a reply sent without one is filed under `other` */
  category: v.optional(v.picklist(QUICK_REPLY_CATEGORIES, MSG.invalid), 'other'),
  active: v.optional(v.boolean(MSG.invalid), true),
  /** on edit, the version the change was based on (a stale one is a 409) */
  version: v.optional(int(0, Number.MAX_SAFE_INTEGER)),
};

/** POST /api/quick-replies; PUT sends the same body with its version. */
export const QuickReplyCreate = v.strictObject(quickReplyEntries);
export type QuickReplyCreate = v.InferOutput<typeof QuickReplyCreate>;
export const QuickReplyUpdate = QuickReplyCreate;

/** A quick reply as the API answers it (list, GET one, POST, PUT). */
export interface QuickReply extends Omit<QuickReplyCreate, 'version'> {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}
