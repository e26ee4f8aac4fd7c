import { H2 } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../domain/actions.ts';
import { COMMUNITIES } from '../../../domain/communities.ts';
import { CUSTOMERS } from '../../../domain/customers/resource.ts';
import {
  CUSTOMER_ADDRESS_TYPES,
  CUSTOMER_LEVELS,
  type Customer,
  CustomerCreate,
  CustomerUpdate,
  PET_SIZES,
  PET_TYPES,
} from '../../../domain/customers/schema.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { seesAllCommunities } from '../../../domain/roles.ts';
import { STATUS } from '../../../domain/schemas/common.ts';
import { ADDRESS_CITIES } from '../../../domain/schemas/shared.ts';
import { keyIn } from '../../../locales/keys.ts';
import { saveRecord, useCreateKey } from '../../api/saveRecord.ts';
import { useRecord } from '../../api/useRecord.ts';
import { userAtom } from '../../app/session.ts';
import { FormPage } from '../../components/FormPage/FormPage.tsx';
import { useForm } from '../../components/FormPage/useForm.ts';
import { useRecordValues } from '../../components/FormPage/useRecordValues.ts';
import { AreaCascader } from '../../components/fields/AreaCascader.tsx';
import { type Choice, SelectField } from '../../components/fields/ChoiceFields.tsx';
import { NumberField } from '../../components/fields/NumberFields.tsx';
import { RepeatGroup } from '../../components/fields/RepeatGroup.tsx';
import { TextField } from '../../components/fields/TextField.tsx';
import { UploadField } from '../../components/fields/UploadField.tsx';
import { emptyAddress, emptyValues, fromCustomer, toBody, type Values } from './values.ts';

const choices = <T extends string>(values: readonly T[], group: Parameters<typeof keyIn>[0]): Choice[] =>
  values.map((v) => ({ value: v, label: keyIn(group, v) }));

/**
 * The information tab: the record in sections, saved with Ctrl+S; a
 * 409 shows the conflict bar, Alt+H the history. Roles that may not edit see it read-only.
 */
export function CustomerInfo({
  customerId,
  title,
  tabs,
}: {
  customerId?: string;
  title: string;
  tabs: ReactNode;
}) {
  const { t } = useTranslation();
  const me = useAtomValue(userAtom);
  const creating = !customerId;
  const communities = useMemo(
    () => (me && seesAllCommunities(me.role) ? COMMUNITIES.map((c) => c.id) : (me?.communities ?? [])),
    [me],
  );
  const from = useMemo(() => fromCustomer(communities), [communities]);
  const record = useRecord<Customer>(creating ? null : apiUrl(CUSTOMERS.ops.one, { customerId }));
  // one key for the form's life: a double save or a retry creates one record
  const createKey = useCreateKey();
  const form = useForm<Values>(emptyValues(communities), creating ? CustomerCreate : CustomerUpdate, toBody);
  useRecordValues(form, record.data, from);
  const readOnly = !can(me?.role, 'customer.write');

  return (
    <FormPage<Values>
      form={form}
      title={title}
      backTo={CUSTOMERS.screens.list.path}
      below={tabs}
      tabPanel={{ tabsId: 'customer-tabs', tabId: 'information' }}
      history={customerId ? { resource: CUSTOMERS.key, id: customerId, labels: 'customers' } : undefined}
      fromRecord={from}
      loading={record.loading}
      loadError={record.error}
      onRetry={record.retry}
      readOnly={readOnly}
      onSave={async (body) => {
        const saved = await saveRecord<Customer>(CUSTOMERS, customerId, body, createKey);
        return from(saved);
      }}
    >
      <div className="cpt-form-grid">
        <TextField
          path="name"
          labelKey="customers.name"
          required
          autoFocus
          autoComplete="off"
          disabled={readOnly}
        />
        <TextField path="wechatID" labelKey="customers.wechatID" autoComplete="off" disabled={readOnly} />
        <SelectField
          path="level"
          labelKey="customers.level"
          choices={choices(CUSTOMER_LEVELS, 'customers.levels')}
          disabled={readOnly}
        />
        <SelectField
          path="status"
          labelKey="customers.status"
          choices={choices(STATUS, 'customers.statuses')}
          disabled={readOnly}
        />
      </div>
      <UploadField
        path="profilePicture"
        labelKey="customers.profilePicture"
        storage="customer-picture"
        disabled={readOnly}
      />

      <RepeatGroup<Values['addresses'][number]>
        path="addresses"
        labelKey="customers.addresses"
        addKey="customers.addAddress"
        removeKey="customers.removeAddress"
        make={emptyAddress}
      >
        {(base) => (
          <div className="cpt-form-grid">
            <SelectField
              path={`${base}.type`}
              labelKey="customers.addressType"
              required
              choices={choices(CUSTOMER_ADDRESS_TYPES, 'customers.addressTypes')}
            />
            <SelectField
              path={`${base}.city`}
              labelKey="customers.city"
              required
              choices={choices(ADDRESS_CITIES, 'cities')}
            />
            <AreaCascader path={`${base}.area`} labelKey="customers.area" required />
            <TextField
              path={`${base}.detailedAddress`}
              labelKey="customers.detailedAddress"
              required
              autoComplete="off"
            />
            <TextField path={`${base}.zipCode`} labelKey="customers.zipCode" autoComplete="off" />
            <TextField path={`${base}.contact`} labelKey="customers.contact" autoComplete="off" />
            <TextField path={`${base}.phone`} labelKey="customers.phone" type="tel" autoComplete="off" />
            <TextField path={`${base}.comment`} labelKey="customers.comment" autoComplete="off" />
          </div>
        )}
      </RepeatGroup>

      <RepeatGroup<Values['contacts'][number]>
        path="contacts"
        labelKey="customers.contacts"
        addKey="customers.addContact"
        removeKey="customers.removeContact"
        make={() => ({ name: '', phone: '' })}
      >
        {(base) => (
          <div className="cpt-form-grid">
            <TextField path={`${base}.name`} labelKey="customers.contactName" autoComplete="off" />
            <TextField path={`${base}.phone`} labelKey="customers.phone" type="tel" autoComplete="off" />
          </div>
        )}
      </RepeatGroup>

      <RepeatGroup<Values['pets'][number]>
        path="pets"
        labelKey="customers.pets"
        addKey="customers.addPet"
        removeKey="customers.removePet"
        make={() => ({ name: '', type: undefined, size: undefined })}
      >
        {(base) => (
          <div className="cpt-form-grid">
            <TextField path={`${base}.name`} labelKey="customers.petName" required autoComplete="off" />
            <SelectField
              path={`${base}.type`}
              labelKey="customers.petType"
              required
              choices={choices(PET_TYPES, 'customers.petTypes')}
            />
            <SelectField
              path={`${base}.size`}
              labelKey="customers.petSize"
              required
              choices={choices(PET_SIZES, 'customers.petSizes')}
            />
          </div>
        )}
      </RepeatGroup>

      <section className="cpt-repeat" aria-label={t('customers.wechatGroups')}>
        <H2 className="cpt-repeat-title">{t('customers.wechatGroups')}</H2>
        <div className="cpt-form-grid">
          {COMMUNITIES.filter((c) => communities.includes(c.id)).map((c, i) => (
            <NumberField
              key={c.id}
              path={`wechatGroups.${i}.groupNumber`}
              labelKey={keyIn('communities', c.key)}
              helperKey="customers.groupNumberHelp"
              disabled={readOnly}
            />
          ))}
        </div>
      </section>

      <section className="cpt-repeat" aria-label={t('customers.fapiao')}>
        <H2 className="cpt-repeat-title">{t('customers.fapiao')}</H2>
        <TextField
          path="fapiaoInformation"
          labelKey="customers.fapiaoInformation"
          multiline
          disabled={readOnly}
        />
        <UploadField
          path="fapiaoImages"
          labelKey="customers.fapiaoImages"
          storage="customer-fapiao-image"
          multiple
          disabled={readOnly}
        />
        <RepeatGroup<Values['fapiaoEmails'][number]>
          path="fapiaoEmails"
          labelKey="customers.fapiaoEmails"
          addKey="customers.addEmail"
          removeKey="customers.removeEmail"
          make={() => ({ email: '' })}
          nested
        >
          {(base) => (
            <TextField
              path={`${base}.email`}
              labelKey="customers.email"
              type="email"
              required
              autoComplete="off"
            />
          )}
        </RepeatGroup>
      </section>
    </FormPage>
  );
}
