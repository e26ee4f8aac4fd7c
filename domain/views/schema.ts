import * as v from 'valibot';
import { nameText } from '../names.ts';
import { int, MSG } from '../schemas/common.ts';

const scalar = v.union([v.string(), v.number(), v.boolean(), v.null()], MSG.invalid);
/** a filter value as the list protocol takes it: a scalar, a list, or {gte, lte} / {ne} */
const filterValue = v.union(
  [scalar, v.pipe(v.array(scalar), v.maxLength(100)), v.record(v.pipe(v.string(), v.maxLength(20)), scalar)],
  MSG.invalid,
);

export const ViewColumn = v.strictObject({
  id: v.pipe(v.string(MSG.invalid), v.maxLength(100, MSG.tooLong)),
  hide: v.optional(v.boolean(MSG.invalid)),
  width: v.optional(int(20, 2000)),
  pinned: v.optional(v.nullable(v.picklist(['left', 'right'], MSG.invalid))),
});
export type ViewColumn = v.InferOutput<typeof ViewColumn>;

/** What a saved view restores: the list's filters, tab, sort, and the columns in their order. */
export const ViewState = v.strictObject({
  filter: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.maxLength(60)), filterValue),
      v.check((r) => Object.keys(r).length <= 40, MSG.tooLong),
    ),
  ),
  tab: v.optional(v.pipe(v.string(MSG.invalid), v.maxLength(60, MSG.tooLong))),
  sort: v.optional(
    v.strictTuple([v.pipe(v.string(), v.maxLength(60)), v.picklist(['ASC', 'DESC'])], MSG.invalid),
  ),
  columns: v.optional(v.pipe(v.array(ViewColumn, MSG.invalid), v.maxLength(100, MSG.tooLong))),
});
export type ViewState = v.InferOutput<typeof ViewState>;

/** The views one member keeps, all lists together: a list's name is any short word, so without it a member kept views without end. */
export const MAX_SAVED_VIEWS = 200;

export const SavedViewBody = v.strictObject({
  /** which list: the list's resource key, or a screen's own key (e.g. 'delivery-areas') */
  list: v.pipe(v.string(MSG.required), v.regex(/^[a-z][a-z0-9-]{0,59}$/, MSG.invalid)),
  name: nameText(80),
  state: ViewState,
  isDefault: v.optional(v.boolean(MSG.invalid), false),
  version: v.optional(int(0, Number.MAX_SAFE_INTEGER)),
});
export type SavedViewBody = v.InferOutput<typeof SavedViewBody>;

export interface SavedView {
  id: string;
  list: string;
  name: string;
  state: ViewState;
  isDefault: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}
