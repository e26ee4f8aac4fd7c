import { COMMUNITIES } from '../domain/communities.ts';
import { USERS_LIST } from '../domain/lists/users.ts';
import type { User } from '../domain/schemas/user.ts';
import type { GridDef } from '../src/components/ListPage/types.ts';

/** Community names of a member, in the fixed community order, translated. */
export function communityNames(ids: readonly string[], t: (k: string) => string): string {
  return COMMUNITIES.filter((c) => ids.includes(c.id))
    .map((c) => t(`communities.${c.key}`))
    .join(', ');
}

/** Team list (part 2 §2): name, role, communities, city, all sortable; e-mail to tell namesakes apart. */
export const usersGrid: GridDef<User> = {
  path: 'users/details',
  spec: USERS_LIST,
  columns: (t) => [
    { colId: 'name', field: 'name', headerName: t('users.name'), minWidth: 180 },
    { colId: 'email', field: 'email', headerName: t('users.email'), minWidth: 220 },
    {
      colId: 'role',
      field: 'role',
      headerName: t('users.role'),
      valueFormatter: (p) => (p.value ? t(`roles.${p.value}`) : ''),
    },
    {
      colId: 'communities',
      headerName: t('users.communities'),
      valueGetter: (p) => communityNames(p.data?.communities ?? [], t),
      minWidth: 200,
    },
    {
      colId: 'city',
      field: 'city',
      headerName: t('users.city'),
      valueFormatter: (p) => (p.value ? t(`cities.${p.value}`) : ''),
    },
  ],
};
