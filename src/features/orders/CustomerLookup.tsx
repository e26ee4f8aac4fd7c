import { Button, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from '../../components/FormPage/context.ts';
import { type CustomerLookupRow, lookupCustomers } from '../live/lookup.ts';

const DEBOUNCE_MS = 300;

/**
 * Customer lookup as the name is typed (part 1 §7: name search, never discontinued, 5 results):
 * picking one attaches the customer and fills phone and address from his first address. Without
 * a pick the order is a walk-in's; the form offers to create the customer after saving.
 */
export function CustomerLookup({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const form = useFormContext();
  const name = String(form.get('customerName') ?? '');
  const customer = form.get('customer') as string | null;
  const [found, setFound] = useState<CustomerLookupRow[]>([]);
  const [pickedName, setPickedName] = useState<string | null>(null);

  useEffect(() => {
    if (customer || name.trim().length < 2) return setFound([]);
    let live = true;
    const id = window.setTimeout(() => {
      lookupCustomers(name)
        .then((rows) => live && setFound(rows))
        .catch(() => live && setFound([]));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(id);
    };
  }, [name, customer]);

  const pick = (c: CustomerLookupRow) => {
    const a = c.addresses[0];
    form.set('customer', c.id);
    form.set('customerName', c.name);
    setPickedName(c.name);
    if (a) {
      if (a.phone) form.set('phone', a.phone);
      if (a.type && ['home', 'office', 'other'].includes(a.type)) form.set('addressType', a.type);
      if (a.city) form.set('city', a.city);
      if (a.area) form.set('area', a.area);
      if (a.detailedAddress) form.set('detailedAddress', a.detailedAddress);
      if (a.zipCode) form.set('zipCode', a.zipCode);
    } else if (c.contacts[0]?.phone) form.set('phone', c.contacts[0].phone);
    setFound([]);
  };

  if (customer)
    return (
      <div className="cpt-daily-customer">
        <Tag
          intent="success"
          icon="person"
          large
          onRemove={disabled ? undefined : () => form.set('customer', null)}
        >
          {t('dailyOrder.knownCustomer', { name: pickedName ?? name })}
        </Tag>
      </div>
    );
  if (found.length === 0) return null;
  return (
    <fieldset className="cpt-daily-customer" aria-label={t('dailyOrder.customerSearch')}>
      <span className="cpt-muted">{t('dailyOrder.customerSearch')}</span>
      {found.map((c) => (
        <Button
          key={c.id}
          size="small"
          variant="outlined"
          icon="person"
          onClick={() => pick(c)}
          disabled={disabled}
        >
          {c.name}
          {c.addresses[0]?.phone ? ` · ${c.addresses[0].phone}` : ''}
        </Button>
      ))}
    </fieldset>
  );
}
