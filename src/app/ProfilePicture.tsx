import { useTranslation } from 'react-i18next';
import { PROFILE } from '../../domain/files/resource.ts';
import { apiUrl } from '../../domain/resource.ts';
import { type AvatarAnswer, AvatarBody } from '../../domain/storages.ts';
import { api } from '../api/client.ts';
import { FormPage } from '../components/FormPage/FormPage.tsx';
import { useForm } from '../components/FormPage/useForm.ts';
import { UploadField } from '../components/fields/UploadField.tsx';

/**
 * The member's own picture, edited in a FormPage drawer over the profile (`/?picture=edit`):
 * the upload field stores the file at once, Save (Ctrl+S) makes it the profile's picture.
 */
export default function ProfilePicture({
  current,
  onSaved,
}: {
  current: AvatarAnswer;
  onSaved: (saved: AvatarAnswer) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<AvatarAnswer>(current, AvatarBody);
  return (
    <FormPage
      form={form}
      title={t('profile.pictureTitle')}
      backTo="/"
      variant="drawer"
      successKey="profile.pictureSaved"
      onSave={async (body) => {
        const saved = await api.put(apiUrl(PROFILE.ops.setAvatar, {}), { json: body }).json<AvatarAnswer>();
        onSaved(saved);
        return saved;
      }}
    >
      <UploadField path="avatar" labelKey="profile.picture" storage="member-avatar" />
    </FormPage>
  );
}
