import { FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { COMMUNITIES } from '../../../domain/communities.ts';
import { lineTotalExVat, purchaseOrderTotals } from '../../../domain/finance/rules.ts';
import { formatYuan } from '../../../domain/money.ts';
import type { ProductListRow } from '../../../domain/products/list.ts';
import { PRODUCTS } from '../../../domain/products/resource.ts';
import type { PurchaseOrderRecord } from '../../../domain/purchase-orders/list.ts';
import { PURCHASE_ORDERS } from '../../../domain/purchase-orders/resource.ts';
import {
  MAX_PO_LINE_FEN,
  PurchaseOrderBody,
  PurchaseOrderEdit,
} from '../../../domain/purchase-orders/schema.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { saveRecord, useCreateKey } from '../../api/saveRecord.ts';
import { useRecord } from '../../api/useRecord.ts';
import { useFormContext, useFormValue } from '../../components/FormPage/context.ts';
import { FormPage } from '../../components/FormPage/FormPage.tsx';
import { useForm } from '../../components/FormPage/useForm.ts';
import { useRecordValues } from '../../components/FormPage/useRecordValues.ts';
import { type Choice, SelectField } from '../../components/fields/ChoiceFields.tsx';
import { a11y, useField } from '../../components/fields/Field.tsx';
import { MoneyField, NumberField } from '../../components/fields/NumberFields.tsx';
import { PercentField } from '../../components/fields/PercentField.tsx';
import { RepeatGroup } from '../../components/fields/RepeatGroup.tsx';
import { TextField } from '../../components/fields/TextField.tsx';
import { Select } from '../../components/Select.tsx';
import { useSuppliers } from '../products/useCatalogue.ts';
import DirectSalesList from './DirectSalesList.tsx';
import { emptyLine, emptyPo, fromPo, type LineValues, type PoValues, toPoBody } from './poValues.ts';
import './finance.css';

const NO_PRODUCTS: ProductListRow[] = [];

/** A line whose figures are all typed. */
type FullLine = { quantity: number; unitPrice: number; vatPercentage: number };

/** The supplier's products that are not discontinued, by English name. */
function useSupplierProducts(supplier: string | undefined): ProductListRow[] {
  const path = supplier
    ? apiUrl(
        PRODUCTS.ops.list,
        {},
        {
          filter: JSON.stringify({ supplier, status: 'available' }),
          sort: JSON.stringify(['name', 'ASC']),
          range: JSON.stringify([0, 999]),
        },
      )
    : null;
  return useRecord<ProductListRow[]>(path).data ?? NO_PRODUCTS;
}

/** Picking a product fills the unit price from its price and the VAT from its supplier. */
function ProductPick({ base, products, vat }: { base: string; products: ProductListRow[]; vat: number }) {
  const { t, i18n } = useTranslation();
  const form = useFormContext();
  const f = useField(`${base}.product`);
  return (
    <FormGroup
      label={t('purchaseOrder.product')}
      labelInfo="*"
      labelFor={f.id}
      helperText={f.error}
      intent={f.error ? 'danger' : 'none'}
    >
      <Select
        {...a11y(f.id, f.error, true)}
        fill
        value={typeof f.value === 'string' ? f.value : ''}
        onChange={(e) => {
          const id = e.currentTarget.value || undefined;
          f.set(id);
          const p = products.find((x) => x.id === id);
          if (p) {
            form.set(`${base}.unitPrice`, p.price);
            form.set(`${base}.vatPercentage`, vat);
          }
        }}
        onBlur={f.touch}
        options={[
          {
            value: '',
            label: t(products.length ? 'form.choose' : 'purchaseOrder.pickSupplierFirst'),
            disabled: true,
          },
          ...products.map((p) => ({
            value: p.id,
            label: `${p.productId} · ${i18n.language === 'zh' ? p.name.zh : p.name.en}`,
          })),
        ]}
      />
    </FormGroup>
  );
}

function LineTotal({ line }: { line: LineValues | undefined }) {
  const { t } = useTranslation();
  const ok =
    line &&
    line.quantity !== null &&
    line.unitPrice !== null &&
    line.vatPercentage !== null &&
    line.quantity * line.unitPrice <= MAX_PO_LINE_FEN;
  return (
    <FormGroup label={t('purchaseOrder.totalPrice')}>
      <output className="cpt-po-line-total">{ok ? formatYuan(lineTotalExVat(line as FullLine)) : '—'}</output>
    </FormGroup>
  );
}

/**
 * /purchase/create and /finance/{id}/edit in a drawer over /direct-sales: supplier
 * and date required; lines of the supplier's available products; the line total excluding VAT and
 * the order's totals as they will be stored (domain/finance/rules.ts). Save or cancel return to
 * /direct-sales.
 */
export default function PurchaseForm() {
  const { t } = useTranslation();
  const { id } = useParams();
  const creating = !id;
  const record = useRecord<PurchaseOrderRecord>(
    creating ? null : apiUrl(PURCHASE_ORDERS.ops.one, { poId: id! }),
  );
  const form = useForm<PoValues>(emptyPo(), creating ? PurchaseOrderBody : PurchaseOrderEdit, toPoBody);
  const createKey = useCreateKey();
  useRecordValues(form, record.data, fromPo);
  const suppliers = useSuppliers();
  const direct = suppliers.filter((s) => s.type === 'direct_sales' && s.status !== 'discontinued');
  const supplierId = useFormValue('supplier', form) as PoValues['supplier'];
  const supplier = suppliers.find((s) => s.id === supplierId);
  const products = useSupplierProducts(supplierId);
  const lines = useFormValue('purchaseOrderItems', form) as PoValues['purchaseOrderItems'];
  const complete = lines.filter(
    (l): l is LineValues & FullLine =>
      l.quantity !== null &&
      l.unitPrice !== null &&
      l.vatPercentage !== null &&
      // a value beyond the schema's limit is flagged on the quantity, not summed
      l.quantity * l.unitPrice <= MAX_PO_LINE_FEN,
  );
  const totals = purchaseOrderTotals(complete);
  const title = creating
    ? t('purchaseOrder.createTitle')
    : t('purchaseOrder.editTitle', { poId: record.data?.poId ?? '' });

  return (
    <>
      <DirectSalesList />
      <FormPage<PoValues>
        form={form}
        title={title}
        variant="drawer"
        drawerSize="880px"
        backTo={PURCHASE_ORDERS.screens.directSales.path}
        fromRecord={fromPo}
        loading={record.loading}
        loadError={record.error}
        onRetry={record.retry}
        history={id ? { resource: PURCHASE_ORDERS.key, id, labels: 'purchaseOrder' } : undefined}
        successKey="purchaseOrder.saved"
        onSave={async (body) =>
          fromPo(await saveRecord<PurchaseOrderRecord>(PURCHASE_ORDERS, id, body, id ? undefined : createKey))
        }
      >
        <div className="cpt-form-grid">
          <SelectField
            path="supplier"
            labelKey="purchaseOrder.supplier"
            required
            autoFocus={creating}
            choices={direct.map((s): Choice => ({ value: s.id, text: `${s.name} (${s.vat} %)` }))}
          />
          <TextField path="date" labelKey="purchaseOrder.date" required placeholder="YYYY-MM-DD" />
          <SelectField
            path="community"
            labelKey="purchaseOrder.community"
            placeholderKey="purchaseOrder.noCommunity"
            choices={COMMUNITIES.map((c): Choice => ({ value: c.id, label: `communities.${c.key}` }))}
          />
        </div>
        <RepeatGroup<LineValues>
          path="purchaseOrderItems"
          labelKey="purchaseOrder.lines"
          addKey="purchaseOrder.addLine"
          removeKey="purchaseOrder.removeLine"
          make={emptyLine}
        >
          {(base, i) => (
            <div className="cpt-po-line">
              <ProductPick base={base} products={products} vat={supplier?.vat ?? 0} />
              <NumberField path={`${base}.quantity`} labelKey="purchaseOrder.quantity" required />
              <MoneyField path={`${base}.unitPrice`} labelKey="purchaseOrder.unitPrice" required />
              <PercentField path={`${base}.vatPercentage`} labelKey="purchaseOrder.vatPercentage" required />
              <LineTotal line={lines[i]} />
            </div>
          )}
        </RepeatGroup>
        <dl className="cpt-po-totals" aria-label={t('purchaseOrder.totals')}>
          <dt>{t('purchaseOrder.quantity')}</dt>
          <dd>{totals.quantity}</dd>
          <dt>{t('purchaseOrder.vatAmount')}</dt>
          <dd>{formatYuan(totals.vatAmount)}</dd>
          <dt>{t('purchaseOrder.totalExVat')}</dt>
          <dd>{formatYuan(totals.totalExVat)}</dd>
          <dt>{t('purchaseOrder.totalInclVat')}</dt>
          <dd>{formatYuan(totals.totalInclVat)}</dd>
        </dl>
      </FormPage>
    </>
  );
}
