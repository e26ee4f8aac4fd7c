import './suppliers.css';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { apiUrl } from '../../../domain/resource.ts';
import { ADDRESS_CITIES } from '../../../domain/schemas/shared.ts';
import { SUPPLIERS } from '../../../domain/suppliers/resource.ts';
import {
  PAYMENT_TERMS,
  SUPPLIER_STATUSES,
  SUPPLIER_TYPES,
  type Supplier,
  SupplierCreate,
  SupplierUpdate,
} from '../../../domain/suppliers/schema.ts';
import { keyIn } from '../../../locales/keys.ts';
import { saveRecord, useCreateKey } from '../../api/saveRecord.ts';
import { useRecord } from '../../api/useRecord.ts';
import { useFormValue } from '../../components/FormPage/context.ts';
import { FormPage } from '../../components/FormPage/FormPage.tsx';
import { useForm } from '../../components/FormPage/useForm.ts';
import { useRecordValues } from '../../components/FormPage/useRecordValues.ts';
import { AreaCascader } from '../../components/fields/AreaCascader.tsx';
import { type Choice, SelectField } from '../../components/fields/ChoiceFields.tsx';
import { PercentField } from '../../components/fields/PercentField.tsx';
import { RepeatGroup } from '../../components/fields/RepeatGroup.tsx';
import { TextField } from '../../components/fields/TextField.tsx';
import { UploadField } from '../../components/fields/UploadField.tsx';
import { SupplierCounts } from './SupplierCounts.tsx';
import { type ContactValues, emptyContact, fromSupplier, toBody, type Values } from './values.ts';

const EMPTY: Values = fromSupplier(undefined);
const choices = <T extends string>(values: readonly T[], group: Parameters<typeof keyIn>[0]) =>
  values.map((v): Choice => ({ value: v, label: keyIn(group, v) }));

/**
 * /suppliers/create and /suppliers/{supplierId}: the record, its contacts
 * with bank information, terms and finance files; VAT shows for direct sales, commission for
 * services. 'Supplier already exists' comes back from the server under the name.
 */
export default function SupplierForm() {
  const { t } = useTranslation();
  const { supplierId } = useParams();
  const creating = !supplierId;
  const record = useRecord<Supplier>(
    creating ? null : apiUrl(SUPPLIERS.ops.one, { supplierId: supplierId! }),
  );
  // one key for the form's life: a double save or a retry creates one record
  const createKey = useCreateKey();
  const form = useForm<Values>(EMPTY, creating ? SupplierCreate : SupplierUpdate, toBody);
  useRecordValues(form, record.data, fromSupplier);
  const type = useFormValue('type', form) as Values['type'];

  return (
    <FormPage<Values>
      form={form}
      title={
        creating ? t('suppliers.createTitle') : t('suppliers.editTitle', { name: record.data?.name ?? '' })
      }
      backTo={SUPPLIERS.screens.list.path}
      history={supplierId ? { resource: SUPPLIERS.key, id: supplierId, labels: 'suppliers' } : undefined}
      fromRecord={fromSupplier}
      loading={record.loading}
      loadError={record.error}
      onRetry={record.retry}
      onSave={async (body) =>
        fromSupplier(await saveRecord<Supplier>(SUPPLIERS, supplierId, body, createKey))
      }
    >
      {record.data?.counts && <SupplierCounts counts={record.data.counts} />}
      <div className="cpt-form-grid">
        <TextField path="name" labelKey="suppliers.name" required autoFocus autoComplete="off" />
        <SelectField
          path="type"
          labelKey="suppliers.type"
          required
          choices={choices(SUPPLIER_TYPES, 'suppliers.types')}
        />
        <SelectField
          path="status"
          labelKey="suppliers.status"
          required
          choices={choices(SUPPLIER_STATUSES, 'suppliers.statuses')}
        />
        <TextField path="phone" labelKey="suppliers.phone" type="tel" autoComplete="off" />
        <TextField path="wechatID" labelKey="suppliers.wechatID" autoComplete="off" />
      </div>
      <h2 className="cpt-supplier-section">{t('suppliers.address')}</h2>
      <div className="cpt-form-grid">
        <TextField path="addressName" labelKey="suppliers.addressName" autoComplete="off" />
        <SelectField
          path="addressCity"
          labelKey="suppliers.addressCity"
          choices={ADDRESS_CITIES.map((c): Choice => ({ value: c, label: keyIn('cities', c) }))}
        />
        <TextField path="addressZipCode" labelKey="suppliers.addressZipCode" autoComplete="off" />
        <AreaCascader path="addressArea" labelKey="suppliers.addressArea" />
      </div>
      <TextField path="addressDetails" labelKey="suppliers.addressDetails" autoComplete="off" />
      <h2 className="cpt-supplier-section">{t('suppliers.terms')}</h2>
      <div className="cpt-form-grid">
        <SelectField
          path="paymentTerm"
          labelKey="suppliers.paymentTerm"
          required
          choices={choices(PAYMENT_TERMS, 'suppliers.paymentTerms')}
        />
        {type === 'direct_sales' && <PercentField path="vat" labelKey="suppliers.vat" />}
        {type === 'services' && <PercentField path="commission" labelKey="suppliers.commission" />}
      </div>
      <UploadField
        path="financeInformation"
        labelKey="suppliers.financeInformation"
        storage="finance-information"
        multiple
      />
      <RepeatGroup<ContactValues>
        path="contacts"
        labelKey="suppliers.contacts"
        addKey="suppliers.addContact"
        removeKey="suppliers.removeContact"
        make={emptyContact}
      >
        {(base) => (
          <>
            <div className="cpt-form-grid">
              <TextField
                path={`${base}.contactName`}
                labelKey="suppliers.contactName"
                required
                autoComplete="off"
              />
              <TextField
                path={`${base}.contactJobTitle`}
                labelKey="suppliers.contactJobTitle"
                autoComplete="off"
              />
              <TextField
                path={`${base}.contactPhone`}
                labelKey="suppliers.contactPhone"
                type="tel"
                autoComplete="off"
              />
              <TextField
                path={`${base}.contactEmail`}
                labelKey="suppliers.contactEmail"
                type="email"
                autoComplete="off"
              />
              <TextField
                path={`${base}.contactWechatID`}
                labelKey="suppliers.contactWechatID"
                autoComplete="off"
              />
            </div>
            <TextField path={`${base}.bankInformation`} labelKey="suppliers.bankInformation" multiline />
            <TextField path={`${base}.contactComment`} labelKey="suppliers.contactComment" multiline />
          </>
        )}
      </RepeatGroup>
    </FormPage>
  );
}
