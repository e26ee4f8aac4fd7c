import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { CellEdits, cellRoles } from '../cells.ts';
import { defineResource } from '../resource.ts';
import { TEAM_EDITORS } from '../role-groups.ts';
import { UserAnswer, UserCellsAnswer } from './answers.ts';
import { USER_CELLS } from './cells.ts';
import { USERS_LIST } from './list.ts';
import { UserCreate, UserUpdate } from './schema.ts';

/** Team. Members are not community rows: no scoping. */
export const USERS = defineResource({
  key: 'users',
  entity: 'user',
  ops: {
    list: {
      response: v.array(UserAnswer),
      method: 'GET',
      path: '/api/users/details',
      access: ACTIONS['user.list'],
      list: USERS_LIST,
    },
    one: { response: UserAnswer, method: 'GET', path: '/api/users/:userId', access: TEAM_EDITORS },
    create: {
      response: UserAnswer,
      status: 201,
      method: 'POST',
      path: '/api/users',
      access: TEAM_EDITORS,
      body: UserCreate,
      idempotent: true,
    },
    update: {
      response: UserAnswer,
      method: 'PUT',
      path: '/api/users/:userId',
      access: TEAM_EDITORS,
      body: UserUpdate,
    },
    // cells typed on the team list (docs/spreadsheet.md): each row saved by the member's edit
    cells: {
      summary: 'Saves cells typed on the team list, each row on its own',
      response: UserCellsAnswer,
      method: 'POST',
      path: '/api/users/cells',
      access: cellRoles(USER_CELLS),
      body: CellEdits,
      idempotent: true,
    },
  },
  screens: {
    list: {
      path: '/users',
      roles: ACTIONS['user.list'],
      page: 'features/users/UsersList',
      menu: { label: 'menu.team', icon: 'people', order: 150 },
    },
    create: {
      path: '/users/create',
      roles: TEAM_EDITORS,
      page: 'features/users/UserForm',
      palette: { label: 'palette.createUser', icon: 'new-person' },
    },
    edit: { path: '/users/:userId', roles: TEAM_EDITORS, page: 'features/users/UserForm' },
  },
});
