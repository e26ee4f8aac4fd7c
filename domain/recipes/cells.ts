import * as v from 'valibot';
import { everyValue } from '../cells/choices.ts';
import { type CellDef, defineCells } from '../cells.ts';
import { RECIPE_ROLES } from '../role-groups.ts';
import { int, MSG, STATUS } from '../schemas/common.ts';
import type { Recipe } from './schema.ts';

/** The translation groups of the selects' values. */
const STATUS_LABELS = 'recipes.statuses';

/** The recipe's edit (PUT /api/recipes/{id}) is every recipe role's, the designer's too. */
const cell = <K extends keyof Recipe>(
  field: K,
  c: Omit<CellDef<Recipe>, 'roles' | 'get'>,
): CellDef<Recipe> => ({ roles: RECIPE_ROLES, get: (r) => r[field], ...c });

/** A whole number of the form's range; Delete empties it where the form leaves it optional. */
const count = (field: keyof Recipe, max: number, optional: boolean) =>
  cell(field, {
    editor: 'number',
    schema: optional ? v.nullable(int(0, max)) : int(0, max),
    ...(optional ? { clearable: true } : {}),
  });

/**
 * The recipes list's editable cells: publication (available = published,
 * discontinued = not published, either way), pin to top, and the whole numbers of the form:
 * serving, preparation time (required), baking time and calories. Everything else (names, rich
 * descriptions, pictures, tags, products) stays in the form.
 */
export const RECIPE_CELLS = defineCells<Recipe>({
  entity: 'recipe',
  cells: {
    status: cell('status', {
      editor: 'select',
      schema: v.picklist(STATUS, MSG.invalid),
      options: everyValue<Recipe, 'status'>('status', STATUS),
      optionKey: STATUS_LABELS,
      immediate: true,
    }),
    pinTop: cell('pinTop', { editor: 'boolean', schema: v.boolean(MSG.invalid), immediate: true }),
    serving: count('serving', 1000, true),
    preparationTime: count('preparationTime', 100_000, false),
    bakingTime: count('bakingTime', 100_000, true),
    calories: count('calories', 100_000, true),
  },
});
