import type { Recipe, RecipeCreate } from '../../domain/recipes/schema.ts';
import type { Status } from '../../domain/schemas/common.ts';
import type { Row } from '../db/types.ts';

export const RECIPE_COLUMNS = [
  'id',
  'name_en',
  'name_zh',
  'serving',
  'preparation_time',
  'baking_time',
  'calories',
  'description_en',
  'description_zh',
  'main_picture',
  'other_media',
  'tags',
  'pin_top',
  'status',
  'version',
  'created_at',
  'updated_at',
] as const;
export type RecipeRow = Pick<Row<'recipes'>, (typeof RECIPE_COLUMNS)[number]>;

/** The API's recipe from its row; linked products are added by the caller (a second query). */
export function toRecipe(row: RecipeRow): Recipe {
  return {
    id: row.id,
    name: { en: row.name_en, zh: row.name_zh },
    serving: row.serving,
    preparationTime: row.preparation_time,
    bakingTime: row.baking_time,
    calories: row.calories,
    description: { en: row.description_en, zh: row.description_zh },
    mainPicture: row.main_picture,
    otherMedia: row.other_media,
    tags: row.tags,
    products: [],
    pinTop: row.pin_top,
    status: row.status as Status,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The columns a (checked, sanitised) body writes. */
export function recipeValues(body: RecipeCreate) {
  return {
    name_en: body.name.en,
    name_zh: body.name.zh,
    serving: body.serving,
    preparation_time: body.preparationTime,
    baking_time: body.bakingTime,
    calories: body.calories,
    description_en: body.description.en,
    description_zh: body.description.zh,
    main_picture: JSON.stringify(body.mainPicture),
    other_media: JSON.stringify(body.otherMedia),
    tags: [...new Set(body.tags)],
    pin_top: body.pinTop,
    status: body.status,
  };
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
