import { screenUrl } from '../../../domain/resource.ts';
import { CITIES, ROLES } from '../../../domain/roles.ts';
import { USERS } from '../../../domain/users/resource.ts';
import type { User } from '../../../domain/users/schema.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef } from '../../components/ListPage/types.ts';
import { usersGrid } from '../../grids/users.ts';

const FILTERS: readonly FilterDef[] = [
  { kind: 'text', field: 'name', labelKey: 'users.searchName' },
  {
    kind: 'select',
    field: 'role',
    labelKey: 'users.role',
    options: ROLES.filter((r) => r !== 'super-admin').map((r) => ({ value: r, labelKey: `roles.${r}` })),
  },
  {
    kind: 'select',
    field: 'city',
    labelKey: 'users.city',
    options: CITIES.map((c) => ({ value: c, labelKey: `cities.${c}` })),
  },
];

/** /users: every role sees the list; the create button follows `user.create`. */
export default function UsersList() {
  return (
    <ListPage<User>
      grid={usersGrid}
      titleKey="users.title"
      filters={FILTERS}
      rowLink={(u) => screenUrl(USERS.screens.edit, { userId: u.id })}
      create={{ action: 'user.create', to: USERS.screens.create.path, labelKey: 'users.create' }}
      exportName="team"
    />
  );
}
