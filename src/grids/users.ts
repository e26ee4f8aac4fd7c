import { apiUrl } from '../../domain/resource.ts';
import { USER_CELLS } from '../../domain/users/cells.ts';
import { USERS_LIST } from '../../domain/users/list.ts';
import { USERS } from '../../domain/users/resource.ts';
import type { User } from '../../domain/users/schema.ts';
import { cellTypes } from './cell-types.ts';
import type { GridDef } from './types.ts';

/**
 * Team list: name, role, communities and city, all sortable; the e-mail tells namesakes
 * apart. Name, role and city are edited in place by the team editors (domain/users/cells.ts).
 */
export const usersGrid: GridDef<User> = {
  path: apiUrl(USERS.ops.list, {}),
  spec: USERS_LIST,
  cells: USER_CELLS,
  cellsPath: apiUrl(USERS.ops.cells, {}),
  rowName: (u) => u.name,
  columns: (t) => {
    const cell = cellTypes(t);
    return [
      { colId: 'name', field: 'name', headerName: t('users.name'), pinned: 'left', minWidth: 140 },
      // e-mails are read whole (they tell namesakes apart): sized to the longest, never cut
      { colId: 'email', field: 'email', headerName: t('users.email') },
      {
        colId: 'role',
        field: 'role',
        headerName: t('users.role'),
        ...cell.label('roles'),
      },
      {
        colId: 'communities',
        headerName: t('users.communities'),
        valueGetter: (p) => p.data?.communities,
        ...cell.community,
        minWidth: 200,
        flex: 1,
      },
      {
        colId: 'city',
        field: 'city',
        headerName: t('users.city'),
        ...cell.label('cities'),
      },
    ];
  },
};
