import { Button, Tag } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exactCustomerMatch } from '../../../domain/orders/customer-match.ts';
import { useFormContext, useFormValue } from '../../components/FormPage/context.ts';
import { fieldId } from '../../components/FormPage/paths.ts';
import { SEARCH_DEBOUNCE_MS } from '../../components/searchPause.ts';
import { TagRemove } from '../../components/TagRemove.tsx';
import { type CustomerLookupRow, lookupCustomers } from '../live/lookup.ts';

/**
 * Customer lookup as the name is typed (name search, never discontinued, 5 results).
 * Search-and-update: when exactly one customer's name is the typed text he is attached by
 * himself, his phone and address filling the fields still empty; otherwise picking one attaches
 * him and fills phone and address from his first address. Typing another name detaches him; a
 * customer the user took off is not attached again for the same text. Without a customer the
 * order is a walk-in's; the form offers to create the customer after saving.
 */
export function CustomerLookup({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const form = useFormContext();
  const name = String(useFormValue('customerName') ?? '');
  const customer = useFormValue('customer') as string | null;
  const [found, setFound] = useState<CustomerLookupRow[]>([]);
  const [pickedName, setPickedName] = useState<string | null>(null);
  /** the text for which the user took the attached customer off */
  const declined = useRef<string | null>(null);

  const pick = (c: CustomerLookupRow, onlyEmpty = false) => {
    const a = c.addresses[0];
    // an automatic fill never overwrites what the user typed
    const put = (path: string, v: string | null | undefined) => {
      if (v && !(onlyEmpty && form.get(path))) form.set(path, v);
    };
    form.set('customer', c.id);
    if (!onlyEmpty) form.set('customerName', c.name);
    setPickedName(onlyEmpty ? name : c.name);
    if (a) {
      put('phone', a.phone);
      if (a.type && ['home', 'office', 'other'].includes(a.type)) put('addressType', a.type);
      put('city', a.city);
      put('area', a.area);
      put('detailedAddress', a.detailedAddress);
      put('zipCode', a.zipCode);
    } else put('phone', c.contacts[0]?.phone);
    setFound([]);
  };

  // the name typed after a pick is another customer's (or a walk-in's)
  useEffect(() => {
    if (customer && pickedName !== null && name !== pickedName) {
      form.set('customer', null);
      setPickedName(null);
    }
  }, [name, customer, pickedName, form]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again when the name or the customer changes
  useEffect(() => {
    if (customer || name.trim().length < 2) return setFound([]);
    let live = true;
    const id = window.setTimeout(() => {
      lookupCustomers(name)
        .then((rows) => {
          if (!live) return;
          const only = declined.current === name ? null : exactCustomerMatch(rows, name);
          if (only) pick(only, true);
          else setFound(rows);
        })
        .catch(() => live && setFound([]));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(id);
    };
  }, [name, customer]);

  if (customer) {
    const shown = pickedName ?? name;
    const detach = disabled ? undefined : (
      <TagRemove
        label={t('dailyOrder.detachCustomer', { name: shown })}
        onRemove={() => {
          declined.current = name;
          setPickedName(null);
          form.set('customer', null);
          // the button goes with the tag: the keyboard back to the name it was attached by
          document.getElementById(fieldId('customerName'))?.focus();
        }}
      />
    );
    return (
      <div className="cpt-daily-customer">
        <Tag intent="success" icon="person" large endIcon={detach}>
          {t('dailyOrder.knownCustomer', { name: shown })}
        </Tag>
      </div>
    );
  }
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
