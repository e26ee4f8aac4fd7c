// Written by `npm run resources:index` (server/resources/write-screens.ts) from the `screens`
// of this folder's resource.ts: edit those, then run it. The light half of the declarations,
// for the login and the shell's download: data only, no import at run time.
import { screens } from '../screen-table.ts';

export const RECIPES_SCREENS = screens({
  list: {
    path: '/recipes',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'designer'],
    page: 'features/recipes/RecipesList',
    menu: { label: 'menu.recipes', icon: 'book', order: 110 },
  },
  create: {
    path: '/recipes/create',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'designer'],
    page: 'features/recipes/RecipeForm',
    palette: { label: 'palette.createRecipe', icon: 'add' },
  },
  edit: {
    path: '/recipes/:recipeId',
    roles: ['super-admin', 'admin', 'product-manager', 'community-manager', 'designer'],
    page: 'features/recipes/RecipeForm',
  },
});
