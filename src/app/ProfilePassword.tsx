import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../domain/resource.ts';
import { AUTH } from '../../domain/system/resource.ts';
import { PasswordChangeForm } from '../../domain/users/schema.ts';
import { api } from '../api/client.ts';
import { FormPage } from '../components/FormPage/FormPage.tsx';
import { useForm } from '../components/FormPage/useForm.ts';
import { TextField } from '../components/fields/TextField.tsx';

type Values = { currentPassword: string; newPassword: string; repeatPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', repeatPassword: '' };

/**
 * The member's own password, in a FormPage drawer over the profile (`/?password=edit`): the
 * current one first (the server checks it), the new one twice. Saving signs out his other
 * sessions; this one stays.
 */
export default function ProfilePassword() {
  const { t } = useTranslation();
  const form = useForm<Values>(EMPTY, PasswordChangeForm);
  return (
    <FormPage
      form={form}
      title={t('profile.passwordTitle')}
      backTo="/"
      variant="drawer"
      successKey="profile.passwordSaved"
      onSave={async (body) => {
        const { currentPassword, newPassword } = body as Values;
        await api.post(apiUrl(AUTH.ops.password, {}), { json: { currentPassword, newPassword } });
        return EMPTY;
      }}
    >
      <TextField
        path="currentPassword"
        labelKey="profile.currentPassword"
        type="password"
        autoComplete="current-password"
        autoFocus
        required
      />
      <TextField
        path="newPassword"
        labelKey="profile.newPassword"
        helperKey="profile.passwordRule"
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        path="repeatPassword"
        labelKey="profile.repeatPassword"
        type="password"
        autoComplete="new-password"
        required
      />
    </FormPage>
  );
}
