import type { Recipe, RecipeCreate } from '../../domain/recipes/schema.ts';
import type { Status } from '../../domain/schemas/common.ts';
import type { CamelInsert, CamelRow } from '../db/camel.ts';

export const RECIPE_COLUMNS = [
  'id',
  'nameEn',
  'nameZh',
  'serving',
  'preparationTime',
  'bakingTime',
  'calories',
  'descriptionEn',
  'descriptionZh',
  'mainPicture',
  'otherMedia',
  'tags',
  'pinTop',
  'status',
  'version',
  'createdAt',
  'updatedAt',
] as const;
export type RecipeRow = Pick<CamelRow<'recipes'>, (typeof RECIPE_COLUMNS)[number]>;

/**
 * The API's recipe from its row (read through the camel view): the per-language pairs are objects
 * there; linked products are added by the caller (a second query).
 */
export function toRecipe({ nameEn, nameZh, descriptionEn, descriptionZh, ...row }: RecipeRow): Recipe {
  return {
    ...row,
    name: { en: nameEn, zh: nameZh },
    description: { en: descriptionEn, zh: descriptionZh },
    products: [],
    status: row.status as Status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns a (checked, sanitised) body writes. */
export function recipeValues(body: RecipeCreate) {
  return {
    nameEn: body.name.en,
    nameZh: body.name.zh,
    serving: body.serving,
    preparationTime: body.preparationTime,
    bakingTime: body.bakingTime,
    calories: body.calories,
    descriptionEn: body.description.en,
    descriptionZh: body.description.zh,
    mainPicture: JSON.stringify(body.mainPicture),
    otherMedia: JSON.stringify(body.otherMedia),
    tags: [...new Set(body.tags)],
    pinTop: body.pinTop,
    status: body.status,
  } satisfies CamelInsert<'recipes'>;
}

/** What the audit log keeps of a recipe: every editable field, products by id. */
export function recipeSnapshot(r: Recipe): Record<string, unknown> {
  return {
    name: r.name,
    serving: r.serving,
    preparationTime: r.preparationTime,
    bakingTime: r.bakingTime,
    calories: r.calories,
    description: r.description,
    mainPicture: r.mainPicture,
    otherMedia: r.otherMedia,
    tags: r.tags,
    products: r.products.map((p) => p.id),
    pinTop: r.pinTop,
    status: r.status,
  };
}
