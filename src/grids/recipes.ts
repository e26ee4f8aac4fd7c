import { RECIPE_CELLS } from '../../domain/recipes/cells.ts';
import { RECIPES_LIST } from '../../domain/recipes/list.ts';
import { RECIPES } from '../../domain/recipes/resource.ts';
import type { Recipe } from '../../domain/recipes/schema.ts';
import { apiUrl } from '../../domain/resource.ts';
import { cellTypes } from './cell-types.ts';
import type { GridDef } from './types.ts';

export interface RecipesGridContext {
  lang: string;
  /** a tag key's name in the current language (the dictionary of GET /api/recipe-tags) */
  tagName: (key: string) => string;
}

const inLang = (lang: string, v: { en: string; zh: string } | undefined) =>
  v ? (lang === 'zh' ? v.zh : v.en) : '';

/**
 * Recipes (docs/recipes.md, "Screens"): names, times, calories, tags, linked products, pin and publication.
 */
export const recipesGrid: GridDef<Recipe, RecipesGridContext> = {
  path: apiUrl(RECIPES.ops.list, {}),
  spec: RECIPES_LIST,
  cells: RECIPE_CELLS,
  cellsPath: apiUrl(RECIPES.ops.cells, {}),
  rowName: (r, ctx) => inLang(ctx.lang, r.name),
  columns: (t, ctx) => {
    const cell = cellTypes(t);
    return [
      {
        colId: 'name',
        headerName: t('recipes.name'),
        valueGetter: (p) => inLang(ctx.lang, p.data?.name),
        pinned: 'left',
        minWidth: 180,
      },
      {
        colId: 'otherName',
        headerName: ctx.lang === 'zh' ? t('recipes.nameEn') : t('recipes.nameZh'),
        valueGetter: (p) => inLang(ctx.lang === 'zh' ? 'en' : 'zh', p.data?.name),
        sortable: false,
      },
      {
        colId: 'pinTop',
        field: 'pinTop',
        headerName: t('recipes.pinTop'),
        // the value stays the boolean the cell edits; drawn as a word, not the grid's checkbox
        cellDataType: false,
        valueFormatter: (p) => (p.value ? t('recipes.pinned') : ''),
      },
      {
        colId: 'status',
        field: 'status',
        headerName: t('recipes.status'),
        valueFormatter: (p) => (p.value === 'available' ? t('recipes.published') : t('recipes.draft')),
      },
      {
        colId: 'serving',
        field: 'serving',
        headerName: t('recipes.serving'),
        sortable: false,
        type: 'numericColumn',
      },
      {
        colId: 'preparationTime',
        field: 'preparationTime',
        headerName: t('recipes.preparationTime'),
        type: 'numericColumn',
        valueFormatter: (p) => (p.value == null ? '' : `${p.value} ${t('recipes.minutes')}`),
      },
      {
        colId: 'bakingTime',
        field: 'bakingTime',
        headerName: t('recipes.bakingTime'),
        sortable: false,
        type: 'numericColumn',
        valueFormatter: (p) => (p.value == null ? '' : `${p.value} ${t('recipes.minutes')}`),
      },
      { colId: 'calories', field: 'calories', headerName: t('recipes.calories'), type: 'numericColumn' },
      {
        colId: 'tags',
        headerName: t('recipes.tags'),
        sortable: false,
        valueGetter: (p) => (p.data?.tags ?? []).map(ctx.tagName).join(', '),
        minWidth: 220,
        flex: 1,
      },
      {
        colId: 'products',
        headerName: t('recipes.products'),
        sortable: false,
        valueGetter: (p) => (p.data?.products ?? []).map((x) => inLang(ctx.lang, x.name)).join(', '),
        minWidth: 160,
        flex: 1,
      },
      {
        colId: 'createdAt',
        field: 'createdAt',
        headerName: t('recipes.createdAt'),
        ...cell.day,
      },
    ];
  },
};
