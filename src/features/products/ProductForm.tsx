import { Callout } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PRODUCTS } from '../../../domain/products/resource.ts';
import {
  DIETS,
  defaultPriceFor,
  type Product,
  ProductCreate,
  ProductUpdate,
  STORAGE_TYPES,
} from '../../../domain/products/schema.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { STATUS } from '../../../domain/schemas/common.ts';
import { hasMainPictures, MAIN_PICTURES_MSG, WEIGHT_TYPES } from '../../../domain/schemas/shared.ts';
import type { SupplierType } from '../../../domain/suppliers/schema.ts';
import { dataKey, keyIn, type TKey } from '../../../locales/keys.ts';
import { saveRecord, useCreateKey } from '../../api/saveRecord.ts';
import { useRecord } from '../../api/useRecord.ts';
import { useFieldError, useFormValue } from '../../components/FormPage/context.ts';
import { FormPage } from '../../components/FormPage/FormPage.tsx';
import { type Form, useForm } from '../../components/FormPage/useForm.ts';
import { useRecordValues } from '../../components/FormPage/useRecordValues.ts';
import { type Choice, MultiCheckField, SelectField } from '../../components/fields/ChoiceFields.tsx';
import { MoneyField, NumberField } from '../../components/fields/NumberFields.tsx';
import { TextField } from '../../components/fields/TextField.tsx';
import { UploadField } from '../../components/fields/UploadField.tsx';
import ProductsList from './ProductsList.tsx';
import { EMPTY_PRODUCT, fromProduct, type ProductValues, toProductBody } from './productValues.ts';
import { useProductTypes, useSuppliers } from './useCatalogue.ts';

const Section = ({ k }: { k: TKey }) => {
  const { t } = useTranslation();
  return <h3 className="cpt-product-section">{t(k)}</h3>;
};

/** 'Please set main pictures': the rule is on both pictures together, so it shows above them. */
function MainPicturesError({ form }: { form: Form<ProductValues> }) {
  const { t } = useTranslation();
  // the schema checks the pair only once the rest of the body parses: after a submit, say it at once
  const pictures = useFormValue('mainPicture', form) as ProductValues['mainPicture'];
  const missing = form.submitted && !hasMainPictures(pictures);
  const key = useFieldError('mainPicture', form) ?? (missing ? MAIN_PICTURES_MSG : undefined);
  return key ? (
    <Callout intent="danger" icon="media" tabIndex={-1} className="cpt-form-notice">
      {t(dataKey(key))}
    </Callout>
  ) : null;
}

/**
 * /products/create and /products/{productId} in a drawer over the list (the
 * design card: products are edited in a drawer); save or cancel return to /products.
 */
export default function ProductForm() {
  const { t, i18n } = useTranslation();
  const { productId } = useParams();
  const creating = !productId;
  const record = useRecord<Product>(creating ? null : apiUrl(PRODUCTS.ops.one, { productId: productId! }));
  // one key for the form's life: a double save or a retry creates one record
  const createKey = useCreateKey();
  const form = useForm<ProductValues>(EMPTY_PRODUCT, creating ? ProductCreate : ProductUpdate, toProductBody);
  useRecordValues(form, record.data, fromProduct);
  const suppliers = useSuppliers();
  const types = useProductTypes();

  // choosing a services supplier sets an empty price to 0
  const supplierId = useFormValue('supplier', form) as ProductValues['supplier'];
  const supplierType = suppliers.find((s) => s.id === supplierId)?.type;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of supplier applies the rule
  useEffect(() => {
    if (!supplierType || form.values.price !== null) return;
    const price = defaultPriceFor(supplierType as SupplierType, null);
    if (price !== null) form.set('price', price);
  }, [supplierId, supplierType]);

  const p = record.data;
  const title = creating
    ? t('product.createTitle')
    : t('product.editTitle', {
        id: p?.productId ?? '',
        name: (i18n.language === 'zh' ? p?.name.zh : p?.name.en) ?? '',
      });
  const choices = (
    group: 'product.storageTypes' | 'product.statuses' | 'product.weightTypes',
    values: readonly string[],
  ) => values.map((v): Choice => ({ value: v, label: keyIn(group, v) }));

  return (
    <>
      <ProductsList />
      <FormPage<ProductValues>
        form={form}
        title={title}
        variant="drawer"
        drawerSize="760px"
        backTo={PRODUCTS.screens.list.path}
        history={productId ? { resource: PRODUCTS.key, id: productId, labels: 'product' } : undefined}
        fromRecord={fromProduct}
        loading={record.loading}
        loadError={record.error}
        onRetry={record.retry}
        onSave={async (body) => fromProduct(await saveRecord<Product>(PRODUCTS, productId, body, createKey))}
      >
        <Section k="product.sections.general" />
        <div className="cpt-form-grid">
          <TextField path="name.en" labelKey="product.nameEn" required autoFocus autoComplete="off" />
          <TextField path="name.zh" labelKey="product.nameZh" required autoComplete="off" />
          <TextField path="description.en" labelKey="product.descriptionEn" required multiline />
          <TextField path="description.zh" labelKey="product.descriptionZh" required multiline />
          <SelectField
            path="supplier"
            labelKey="product.supplier"
            required
            placeholderKey="product.chooseSupplier"
            helperKey={supplierType === 'services' ? 'product.servicesPriceHint' : undefined}
            choices={suppliers.map((s): Choice => ({ value: s.id, text: s.name }))}
          />
          <SelectField
            path="productType"
            labelKey="product.productType"
            required
            placeholderKey="product.chooseType"
            choices={types.map((x): Choice => ({ value: x.name, text: x.label }))}
          />
          <SelectField
            path="status"
            labelKey="product.status"
            required
            choices={choices('product.statuses', STATUS)}
          />
        </div>
        <Section k="product.sections.pricing" />
        <div className="cpt-form-grid">
          <MoneyField path="price" labelKey="product.price" required />
          <MoneyField path="retailPrice" labelKey="product.retailPrice" />
          <NumberField path="weight" labelKey="product.weight" />
          <SelectField
            path="weightType"
            labelKey="product.weightType"
            required
            choices={choices('product.weightTypes', WEIGHT_TYPES)}
          />
        </div>
        <Section k="product.sections.storage" />
        <div className="cpt-form-grid">
          <SelectField
            path="storageType"
            labelKey="product.storageType"
            choices={choices('product.storageTypes', STORAGE_TYPES)}
          />
          <TextField path="expirationDate" labelKey="product.expirationDate" placeholder="YYYY-MM-DD" />
        </div>
        <MultiCheckField
          path="diet"
          labelKey="product.diet"
          choices={DIETS.map((d): Choice => ({ value: d, label: keyIn('product.diets', d) }))}
        />
        <TextField path="comment" labelKey="product.comment" multiline />
        <Section k="product.sections.media" />
        <MainPicturesError form={form} />
        <div className="cpt-form-grid">
          <UploadField
            path="mainPicture.en"
            storage="product-cover"
            labelKey="product.mainPictureEn"
            required
          />
          <UploadField
            path="mainPicture.zh"
            storage="product-cover"
            labelKey="product.mainPictureZh"
            required
          />
          <UploadField
            path="technicalSheet.en"
            storage="product-tech-sheet"
            labelKey="product.technicalSheetEn"
          />
          <UploadField
            path="technicalSheet.zh"
            storage="product-tech-sheet"
            labelKey="product.technicalSheetZh"
          />
        </div>
        <UploadField path="otherMedia" storage="product-other-media" labelKey="product.otherMedia" multiple />
      </FormPage>
    </>
  );
}
