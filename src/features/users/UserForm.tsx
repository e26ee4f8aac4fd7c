import { Callout } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { can } from '../../../domain/actions.ts';
import { COMMUNITIES } from '../../../domain/communities.ts';
import { ASSIGNABLE_ROLES, CITIES } from '../../../domain/roles.ts';
import { type User, UserCreate, UserUpdate } from '../../../domain/schemas/user.ts';
import { api } from '../../api/client.ts';
import { saveRecord } from '../../api/saveRecord.ts';
import { useRecord } from '../../api/useRecord.ts';
import { userAtom } from '../../app/session.ts';
import { FormPage } from '../../components/FormPage/FormPage.tsx';
import { useForm } from '../../components/FormPage/useForm.ts';
import { MultiCheckField, SelectField } from '../../components/fields/ChoiceFields.tsx';
import { TextField } from '../../components/fields/TextField.tsx';

interface Values {
  name: string;
  email: string;
  role: string | undefined;
  city: string;
  communities: string[];
  password: string;
}

const EMPTY: Values = { name: '', email: '', role: undefined, city: 'All', communities: [], password: '' };

const fromUser = (u: User): Values => ({
  name: u.name,
  email: u.email,
  role: u.role,
  city: u.city,
  communities: u.communities,
  password: '',
});

/** /users/create and /users/{userId} (part 2 §2 and §5): password on create, optional on edit. */
export default function UserForm() {
  const { t } = useTranslation();
  const { userId } = useParams();
  const me = useAtomValue(userAtom);
  const creating = !userId;
  const record = useRecord<User>(creating ? null : `users/${userId}`);
  const toBody = useMemo(
    () => (v: Values) => {
      const { password, ...rest } = v;
      // on edit an empty password means "unchanged", so it is not sent
      return creating || password ? { ...rest, password } : rest;
    },
    [creating],
  );
  const form = useForm<Values>(EMPTY, creating ? UserCreate : UserUpdate, toBody);
  const { reset } = form;
  useEffect(() => {
    if (record.data) reset(fromUser(record.data));
  }, [record.data, reset]);

  const managesAdmins = can(me?.role, 'user.manageAdmins');
  const lockedAdmin = !creating && record.data?.role === 'admin' && !managesAdmins;
  const roles = ASSIGNABLE_ROLES.filter((r) => r !== 'admin' || managesAdmins);
  const title = creating ? t('users.createTitle') : t('users.editTitle', { name: record.data?.name ?? '' });

  return (
    <FormPage<Values>
      form={form}
      title={title}
      backTo="/users"
      loading={record.loading}
      loadError={record.error}
      onRetry={record.retry}
      readOnly={lockedAdmin}
      onSave={async (body) => {
        const saved = await saveRecord<User>('users', userId, body);
        return fromUser(saved);
      }}
      remove={
        !creating && !lockedAdmin && can(me?.role, 'user.deactivate') && me?.id !== userId
          ? {
              textKey: 'users.deactivate',
              questionKey: 'users.deactivateConfirm',
              run: async () => {
                await api.put(`users/${userId}`, { json: { disabled: true } });
              },
            }
          : undefined
      }
    >
      {lockedAdmin && (
        <Callout intent="warning" icon="lock" className="cpt-form-notice">
          {t('users.adminLocked')}
        </Callout>
      )}
      <div className="cpt-form-grid">
        <TextField
          path="name"
          labelKey="users.name"
          required
          autoFocus
          autoComplete="off"
          disabled={lockedAdmin}
        />
        <TextField
          path="email"
          labelKey="users.email"
          type="email"
          required
          autoComplete="off"
          disabled={lockedAdmin}
        />
        <SelectField
          path="role"
          labelKey="users.role"
          required
          disabled={lockedAdmin}
          placeholderKey="users.chooseRole"
          choices={(lockedAdmin ? ASSIGNABLE_ROLES : roles).map((r) => ({ value: r, label: `roles.${r}` }))}
        />
        <SelectField
          path="city"
          labelKey="users.city"
          disabled={lockedAdmin}
          choices={CITIES.map((c) => ({ value: c, label: `cities.${c}` }))}
        />
        <TextField
          path="password"
          labelKey={creating ? 'users.password' : 'users.newPassword'}
          helperKey={creating ? 'users.passwordHelp' : 'users.newPasswordHelp'}
          type="password"
          required={creating}
          autoComplete="new-password"
          disabled={lockedAdmin}
        />
      </div>
      <MultiCheckField
        path="communities"
        labelKey="users.communities"
        disabled={lockedAdmin}
        choices={COMMUNITIES.map((c) => ({ value: c.id, label: `communities.${c.key}` }))}
      />
    </FormPage>
  );
}
