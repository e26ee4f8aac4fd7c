import { Callout } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { can } from '../../../domain/actions.ts';
import { COMMUNITIES } from '../../../domain/communities.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { mayEditMember, mayGiveRole } from '../../../domain/role-ceiling.ts';
import { ASSIGNABLE_ROLES, CITIES } from '../../../domain/roles.ts';
import { USERS } from '../../../domain/users/resource.ts';
import { type User, UserCreate, UserUpdate } from '../../../domain/users/schema.ts';
import { saveRecord, useCreateKey } from '../../api/saveRecord.ts';
import { useRecord } from '../../api/useRecord.ts';
import { userAtom } from '../../app/session.ts';
import { FormPage } from '../../components/FormPage/FormPage.tsx';
import { useForm } from '../../components/FormPage/useForm.ts';
import { useRecordValues } from '../../components/FormPage/useRecordValues.ts';
import { type Choice, MultiCheckField, SelectField } from '../../components/fields/ChoiceFields.tsx';
import { TextField } from '../../components/fields/TextField.tsx';

interface Values {
  name: string;
  email: string;
  role: string | undefined;
  city: string;
  communities: string[];
  password: string;
  /** the version the form was loaded at; a save based on an older one is a conflict (409) */
  version?: number;
}

const EMPTY: Values = { name: '', email: '', role: undefined, city: 'All', communities: [], password: '' };

const fromUser = (u: User): Values => ({
  name: u.name,
  email: u.email,
  role: u.role,
  city: u.city,
  communities: u.communities,
  password: '',
  version: u.version,
});

/** /users/create and /users/{userId}: password on create, optional on edit. */
export default function UserForm() {
  const { t } = useTranslation();
  const { userId } = useParams();
  const me = useAtomValue(userAtom);
  const creating = !userId;
  const record = useRecord<User>(creating ? null : apiUrl(USERS.ops.one, { userId: userId! }));
  const toBody = useMemo(
    () => (v: Values) => {
      const { password, version, ...rest } = v;
      // on edit an empty password means "unchanged", so it is not sent
      const edit = { ...rest, ...(version !== undefined ? { version } : {}) };
      return creating ? { ...rest, password } : password ? { ...edit, password } : edit;
    },
    [creating],
  );
  // one key for the form's life: a double save or a retry creates one record
  const createKey = useCreateKey();
  const form = useForm<Values>(EMPTY, creating ? UserCreate : UserUpdate, toBody);
  useRecordValues(form, record.data, fromUser);

  const managesAdmins = can(me?.role, 'user.manageAdmins');
  const adminRow = !creating && record.data?.role === 'admin' && !managesAdmins;
  // a member whose role he may not give is not his to edit (domain/role-ceiling.ts mayEditMember)
  const aboveOwn = !creating && !!record.data && me !== null && !mayEditMember(me, record.data);
  const locked = adminRow || aboveOwn;
  // only the roles he may give (admin for the admins), and the member's own role, kept as it is
  const roles = ASSIGNABLE_ROLES.filter(
    (r) => r === record.data?.role || (me !== null && mayGiveRole(me.role, r)),
  );
  // the team rules of domain/users/team-rules.ts (teamChangeRefusal), as disabled fields: nobody changes
  // his own role or communities; another member's password is for the admins
  const self = !creating && me?.id === userId;
  const passwordLocked = !creating && !self && !can(me?.role, 'user.setPassword');
  const title = creating ? t('users.createTitle') : t('users.editTitle', { name: record.data?.name ?? '' });

  return (
    <FormPage<Values>
      form={form}
      title={title}
      backTo={USERS.screens.list.path}
      history={userId ? { resource: USERS.key, id: userId, labels: 'users' } : undefined}
      fromRecord={fromUser}
      loading={record.loading}
      loadError={record.error}
      onRetry={record.retry}
      readOnly={locked}
      onSave={async (body) => {
        const saved = await saveRecord<User>(USERS, userId, body, createKey);
        return fromUser(saved);
      }}
      remove={
        !creating && !locked && can(me?.role, 'user.deactivate') && me?.id !== userId
          ? {
              textKey: 'users.deactivate',
              questionKey: 'users.deactivateConfirm',
              successKey: 'users.deactivated',
              run: async () => {
                await saveRecord(USERS, userId, { disabled: true, version: form.values.version });
              },
            }
          : undefined
      }
    >
      {locked && (
        <Callout intent="warning" icon="lock" className="cpt-form-notice">
          {t(adminRow ? 'users.adminLocked' : 'users.aboveOwnLocked')}
        </Callout>
      )}
      <div className="cpt-form-grid">
        <TextField
          path="name"
          labelKey="users.name"
          required
          autoFocus
          autoComplete="off"
          disabled={locked}
        />
        <TextField
          path="email"
          labelKey="users.email"
          type="email"
          required
          autoComplete="off"
          disabled={locked}
        />
        <SelectField
          path="role"
          labelKey="users.role"
          required
          disabled={locked || self}
          placeholderKey="users.chooseRole"
          choices={(locked ? ASSIGNABLE_ROLES : roles).map(
            (r): Choice => ({ value: r, label: `roles.${r}` }),
          )}
        />
        <SelectField
          path="city"
          labelKey="users.city"
          disabled={locked}
          choices={CITIES.map((c): Choice => ({ value: c, label: `cities.${c}` }))}
        />
        <TextField
          path="password"
          labelKey={creating ? 'users.password' : 'users.newPassword'}
          helperKey={
            creating
              ? 'users.passwordHelp'
              : self
                ? 'validation.ownPasswordInProfile'
                : passwordLocked
                  ? 'users.passwordAdminsOnly'
                  : 'users.newPasswordHelp'
          }
          type="password"
          required={creating}
          autoComplete="new-password"
          disabled={locked || passwordLocked || self}
        />
      </div>
      <MultiCheckField
        path="communities"
        labelKey="users.communities"
        disabled={locked || self}
        choices={COMMUNITIES.map((c): Choice => ({ value: c.id, label: `communities.${c.key}` }))}
      />
    </FormPage>
  );
}
