import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../../domain/money.ts';
import type { ProductChoice } from '../../../domain/products/list.ts';
import { WEIGHT_TYPES } from '../../../domain/schemas/shared.ts';
import { keyIn } from '../../../locales/keys.ts';
import { useFormContext, useFormValue } from '../../components/FormPage/context.ts';
import { type Choice, SelectField } from '../../components/fields/ChoiceFields.tsx';
import { a11y, Field, useField } from '../../components/fields/Field.tsx';
import { MoneyField, NumberField } from '../../components/fields/NumberFields.tsx';
import { RepeatGroup } from '../../components/fields/RepeatGroup.tsx';
import { Select } from '../../components/Select.tsx';
import { emptyLine, type LineValues } from './dailyValues.ts';

const UNITS: readonly Choice[] = WEIGHT_TYPES.map((u) => ({
  value: u,
  label: keyIn('product.weightTypes', u),
}));

/**
 * The product section: each line a product, its unit, an integer quantity and the
 * retail price. Read-only once the order is no longer pending; the server refuses too.
 */
export function DailyLines({
  products,
  editable,
}: {
  products: readonly ProductChoice[];
  editable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const form = useFormContext();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const lines = (useFormValue('lines') as LineValues[]) ?? [];
  // a stored line keeps its product even when the supplier's list no longer offers it
  const known = new Map(products.map((p) => [p.id, p.name[lang]]));
  for (const l of lines) if (l.product && l.name && !known.has(l.product)) known.set(l.product, l.name[lang]);
  const choices: Choice[] = [...known].map(([value, text]) => ({ value, text }));
  const pickProduct = (base: string, id: string | undefined) => {
    const p = products.find((x) => x.id === id);
    if (p) {
      form.set(`${base}.weightType`, p.weightType);
      form.set(`${base}.weight`, p.weight);
    }
  };

  if (!editable)
    return (
      <>
        <Callout intent="primary" icon="lock" className="cpt-daily-readonly">
          {t('dailyOrder.linesReadOnly')}
        </Callout>
        <table className="bp6-html-table bp6-compact cpt-daily-lines" data-testid="daily-lines-readonly">
          <thead>
            <tr>
              <th>{t('dailyOrder.product')}</th>
              <th>{t('dailyOrder.unit')}</th>
              <th>{t('dailyOrder.quantity')}</th>
              <th>{t('dailyOrder.retailPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l._key}>
                <td>{(l.product && known.get(l.product)) ?? ''}</td>
                <td>
                  {l.weight ? `${l.weight} ` : ''}
                  {l.weightType ? t(keyIn('product.weightTypes', l.weightType)) : ''}
                </td>
                <td>{l.quantity}</td>
                <td>{l.price === null ? '' : formatYuan(l.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  return (
    <RepeatGroup<LineValues>
      path="lines"
      labelKey="dailyOrder.sections.products"
      addKey="dailyOrder.addLine"
      removeKey="dailyOrder.removeLine"
      make={emptyLine}
    >
      {(base) => (
        <div className="cpt-daily-line">
          <ProductSelect base={base} choices={choices} onPick={(id) => pickProduct(base, id)} />
          <SelectField path={`${base}.weightType`} labelKey="dailyOrder.unit" required choices={UNITS} />
          <NumberField path={`${base}.weight`} labelKey="dailyOrder.weight" />
          <NumberField path={`${base}.quantity`} labelKey="dailyOrder.quantity" required />
          <MoneyField path={`${base}.price`} labelKey="dailyOrder.retailPrice" required />
        </div>
      )}
    </RepeatGroup>
  );
}

/** The product select (a native select, type-ahead included); picking one also fills its unit and weight. */
function ProductSelect({
  base,
  choices,
  onPick,
}: {
  base: string;
  choices: readonly Choice[];
  onPick: (id: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const f = useField(`${base}.product`);
  return (
    <Field path={`${base}.product`} labelKey="dailyOrder.product" required>
      <Select
        {...a11y(f.id, f.error, true)}
        fill
        value={typeof f.value === 'string' ? f.value : ''}
        onChange={(e) => {
          const id = e.currentTarget.value || undefined;
          f.set(id);
          onPick(id);
        }}
        onBlur={f.touch}
        options={[
          { value: '', label: t('dailyOrder.choose'), disabled: true },
          ...choices.map((c) => ({ value: c.value, label: 'text' in c ? c.text : t(c.label) })),
        ]}
      />
    </Field>
  );
}
