import * as v from 'valibot';
import { cellsAnswer } from '../responses/cells.ts';
import { bool, instant, int, list, rec, str, uuid } from '../responses/common.ts';
import { CITIES, ROLES } from '../roles.ts';

export const UserAnswer = rec({
  id: uuid,
  name: str,
  email: str,
  role: v.picklist(ROLES),
  city: v.picklist(CITIES),
  communities: list(uuid),
  disabled: bool,
  version: int,
  createdAt: instant,
  updatedAt: instant,
});
/** POST /api/users/cells: each row's result, the member as the team list shows him. */
export const UserCellsAnswer = cellsAnswer(UserAnswer);
