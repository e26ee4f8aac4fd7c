import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RECIPES } from '../../../domain/recipes/resource.ts';
import type { Recipe } from '../../../domain/recipes/schema.ts';
import { screenUrl } from '../../../domain/resource.ts';
import { useRecipeTags } from '../../api/useRecipeTags.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef } from '../../components/ListPage/types.ts';
import { type RecipesGridContext, recipesGrid } from '../../grids/recipes.ts';

const FILTERS: readonly FilterDef[] = [
  { kind: 'text', field: 'name', labelKey: 'recipes.searchName' },
  {
    kind: 'select',
    field: 'status',
    labelKey: 'recipes.status',
    options: [
      { value: 'available', labelKey: 'recipes.published' },
      { value: 'discontinued', labelKey: 'recipes.draft' },
    ],
  },
];

/** /recipes: newest first, 80 a page; Enter opens the recipe, `c` creates one. */
export default function RecipesList() {
  const { i18n } = useTranslation();
  const { tagName } = useRecipeTags();
  const context = useMemo<RecipesGridContext>(
    () => ({ lang: i18n.language, tagName }),
    [i18n.language, tagName],
  );
  return (
    <ListPage<Recipe, RecipesGridContext>
      grid={recipesGrid}
      context={context}
      titleKey="recipes.title"
      filters={FILTERS}
      pageSize={80}
      rowLink={(r) => screenUrl(RECIPES.screens.edit, { recipeId: r.id })}
      create={{ action: 'recipe.create', to: RECIPES.screens.create.path, labelKey: 'recipes.create' }}
      exportName="recipes"
    />
  );
}
