import * as v from 'valibot';
import { NESTED_TOO_DEEP_MSG, richTextWithinDepth } from '../rich-text-depth.ts';
import { id, int, MSG, requiredText, STATUS } from '../schemas/common.ts';
import { files, hasMainPictures, MAIN_PICTURES_MSG, perLangFile } from '../schemas/shared.ts';

export const RECIPE_TAG_GROUPS = [
  'meal',
  'allergy',
  'cuisine',
  'time',
  'community',
  'ingredients',
  'diet',
] as const;
export const RECIPE_MEDIA_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'mp4'] as const;
/** 'quickie' recipes take under 30 minutes. */
export const QUICKIE_MINUTES = 30;

const minutes = () => int(0, 100_000);
const description = () => v.pipe(requiredText(100_000), v.check(richTextWithinDepth, NESTED_TOO_DEEP_MSG));

const RecipeObject = v.strictObject({
  name: v.strictObject({ en: requiredText(200), zh: requiredText(200) }),
  serving: v.optional(v.nullable(int(0, 1000)), null),
  preparationTime: minutes(),
  bakingTime: v.optional(v.nullable(minutes()), null),
  calories: v.optional(v.nullable(int(0, 100_000)), null),
  description: v.strictObject({ en: description(), zh: description() }),
  mainPicture: perLangFile(),
  otherMedia: files(),
  /** tag keys of the groups above ('meal.breakfast', 'diet.vegan', …) */
  tags: v.optional(v.pipe(v.array(requiredText(80), MSG.invalid), v.maxLength(50, MSG.tooLong)), []),
  products: v.optional(v.pipe(v.array(id(), MSG.invalid), v.maxLength(100, MSG.tooLong)), []),
  pinTop: v.optional(v.boolean(MSG.invalid), false),
  /** available = published, discontinued = not published (the default: a draft) */
  status: v.optional(v.picklist(STATUS, MSG.invalid), 'discontinued'),
});

/** POST /api/recipes; PUT sends the same body. Both main pictures are required. */
export const RecipeCreate = v.pipe(
  RecipeObject,
  v.forward(
    v.check((r) => hasMainPictures(r.mainPicture), MAIN_PICTURES_MSG),
    ['mainPicture'],
  ),
);
export type RecipeCreate = v.InferOutput<typeof RecipeCreate>;
/** PUT /api/recipes/{id}: the same body plus the version the edit was based on (stale: 409). */
export const RecipeUpdate = v.pipe(
  v.strictObject({ ...RecipeObject.entries, version: v.optional(int(0, Number.MAX_SAFE_INTEGER)) }),
  v.forward(
    v.check((r) => hasMainPictures(r.mainPicture), MAIN_PICTURES_MSG),
    ['mainPicture'],
  ),
);
export type RecipeUpdate = v.InferOutput<typeof RecipeUpdate>;

/** A media file's extension is one the recipe accepts. */
export function recipeMediaAccepted(fileName: string): boolean {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  return (RECIPE_MEDIA_EXTENSIONS as readonly string[]).includes(ext);
}

export function isQuickie(r: { preparationTime: number; bakingTime?: number | null }): boolean {
  return r.preparationTime + (r.bakingTime ?? 0) < QUICKIE_MINUTES;
}

/** A linked product as the recipe answers it: enough to show and pick it. */
export interface RecipeProduct {
  id: string;
  productId: string;
  name: { en: string; zh: string };
  status: string;
}

/** GET /api/recipes/{id} and the list rows. */
export interface Recipe extends Omit<RecipeCreate, 'products'> {
  id: string;
  products: RecipeProduct[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

export type RecipeTagGroup = (typeof RECIPE_TAG_GROUPS)[number];
export interface RecipeTag {
  key: string;
  name: { en: string; zh: string };
}
/** GET /api/recipe-tags: the dictionary, per group, in display order. */
export type RecipeTags = Record<RecipeTagGroup, RecipeTag[]>;
