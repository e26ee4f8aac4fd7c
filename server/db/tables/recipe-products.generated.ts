// Written by `npm run db:types` (server/db/write-types.ts) from the migrated schema: do not edit.

export interface RecipeProducts {
  position: number;
  product_id: string;
  recipe_id: string;
}
