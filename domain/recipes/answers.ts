import * as v from 'valibot';
import { productFields } from '../products/answers.ts';
import { cellsAnswer } from '../responses/cells.ts';
import { bool, i18n, instant, int, list, nil, rec, str, uuid } from '../responses/common.ts';

export const RecipeProductAnswer = rec({ ...productFields, status: str });
export const RecipeAnswer = rec({
  id: uuid,
  name: i18n,
  serving: nil(int),
  preparationTime: int,
  bakingTime: nil(int),
  calories: nil(int),
  description: i18n,
  tags: list(str),
  products: list(RecipeProductAnswer),
  pinTop: bool,
  status: str,
  version: int,
  createdAt: instant,
  updatedAt: instant,
});
/** rows as the recipes list shows them */
export const RecipeCellsAnswer = cellsAnswer(RecipeAnswer);
export const RecipeTagsAnswer = v.record(str, list(rec({ key: str, name: i18n })));
