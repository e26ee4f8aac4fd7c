import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { communitiesOf } from '../../../domain/communities.ts';
import { QUICK_REPLIES } from '../../../domain/quick-replies/resource.ts';
import {
  QUICK_REPLY_CATEGORIES,
  type QuickReply,
  QuickReplyCreate,
  QuickReplyUpdate,
} from '../../../domain/quick-replies/schema.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { LANGS } from '../../../domain/schemas/shared.ts';
import { keyIn } from '../../../locales/keys.ts';
import { saveRecord, useCreateKey } from '../../api/saveRecord.ts';
import { useRecord } from '../../api/useRecord.ts';
import { userAtom } from '../../app/session.ts';
import { FormPage } from '../../components/FormPage/FormPage.tsx';
import { useForm } from '../../components/FormPage/useForm.ts';
import { useRecordValues } from '../../components/FormPage/useRecordValues.ts';
import { CheckboxField, type Choice, SelectField } from '../../components/fields/ChoiceFields.tsx';
import { TextField } from '../../components/fields/TextField.tsx';
import QuickRepliesList from './QuickRepliesList.tsx';
import { fromQuickReply, newValues, toBody, type Values } from './values.ts';

/**
 * /quick-replies/create and /quick-replies/{id}, in a drawer as the other customer-service forms:
 * title, community (the member's own; preselected when he has one), language, category, the
 * multi-line text and the active flag. Ctrl+S saves, also from inside the text; a title already
 * used in the community comes back from the server under the title.
 */
export default function QuickReplyForm() {
  const { t, i18n } = useTranslation();
  const { quickReplyId } = useParams();
  const creating = !quickReplyId;
  const user = useAtomValue(userAtom);
  const record = useRecord<QuickReply>(
    creating ? null : apiUrl(QUICK_REPLIES.ops.one, { quickReplyId: quickReplyId! }),
  );
  const mine = useMemo(() => communitiesOf(user), [user]);
  const initial = useMemo(
    () =>
      newValues(
        mine.map((c) => c.id),
        i18n.language.startsWith('zh') ? 'zh' : 'en',
      ),
    [mine, i18n.language],
  );
  // one key for the form's life: a double save or a retry creates one reply
  const createKey = useCreateKey();
  const form = useForm<Values>(initial, creating ? QuickReplyCreate : QuickReplyUpdate, toBody);
  useRecordValues(form, record.data, fromQuickReply);

  // over the list, as the claims' drawer: closing it shows the list where it was
  return (
    <>
      <QuickRepliesList />
      <FormPage<Values>
        form={form}
        variant="drawer"
        drawerSize="640px"
        title={
          creating
            ? t('quickReplies.createTitle')
            : t('quickReplies.editTitle', { title: record.data?.title ?? '' })
        }
        backTo={QUICK_REPLIES.screens.list.path}
        history={
          quickReplyId ? { resource: QUICK_REPLIES.key, id: quickReplyId, labels: 'quickReplies' } : undefined
        }
        fromRecord={fromQuickReply}
        loading={record.loading}
        loadError={record.error}
        onRetry={record.retry}
        onSave={async (body) =>
          fromQuickReply(await saveRecord<QuickReply>(QUICK_REPLIES, quickReplyId, body, createKey))
        }
      >
        <TextField path="title" labelKey="quickReplies.title" required autoFocus autoComplete="off" />
        <div className="cpt-form-grid">
          <SelectField
            path="community"
            labelKey="quickReplies.community"
            required
            choices={mine.map((c): Choice => ({ value: c.id, label: keyIn('communities', c.key) }))}
          />
          <SelectField
            path="language"
            labelKey="quickReplies.language"
            required
            choices={LANGS.map((v): Choice => ({ value: v, label: keyIn('quickReplies.languages', v) }))}
          />
          <SelectField
            path="category"
            labelKey="quickReplies.category"
            choices={QUICK_REPLY_CATEGORIES.map(
              (v): Choice => ({ value: v, label: keyIn('quickReplies.categories', v) }),
            )}
          />
        </div>
        <TextField path="body" labelKey="quickReplies.body" required multiline />
        <CheckboxField path="active" labelKey="quickReplies.active" />
      </FormPage>
    </>
  );
}
