import { Tag } from '@blueprintjs/core';
import type { CustomCellEditorProps } from 'ag-grid-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveGridContext } from '../../../../grids/live-orders.ts';
import { type CustomerLookupRow, lookupCustomers } from '../lookup.ts';
import { emptyAddress, type LiveRow } from '../rows.ts';
import { SuggestInput, startText } from './SuggestInput.tsx';

/** The row with a looked-up customer: name, group number of this community, first address. */
export function withCustomer(row: LiveRow, c: CustomerLookupRow, community: string): LiveRow {
  const a = c.addresses[0];
  const entry = row._kind === 'entry';
  return {
    ...row,
    customer: { id: c.id, name: c.name, profilePicture: c.profilePicture },
    customerName: c.name,
    customerDaily: null,
    _customer: c,
    groupNumber: c.wechatGroups.find((g) => g.community === community)?.groupNumber ?? row.groupNumber,
    customerAddress:
      entry && a?.area
        ? {
            ...emptyAddress(),
            type: 'home',
            city: a.city ?? 'Shanghai',
            area: a.area,
            detailedAddress: a.detailedAddress ?? '',
            phone: a.phone ?? c.contacts[0]?.phone ?? '',
            contact: a.contact ?? c.name,
            zipCode: a.zipCode ?? '',
          }
        : row.customerAddress,
  };
}

/** A walk-in: no customer record, the typed name only. */
export function withWalkIn(row: LiveRow, name: string): LiveRow {
  return {
    ...row,
    customer: null,
    customerName: name,
    customerDaily: { customerName: name },
    _customer: null,
  };
}

/** Customer lookup as you type (5 results), or a walk-in name when nothing is highlighted. */
export function CustomerEditor(props: CustomCellEditorProps<LiveRow, unknown, LiveGridContext>) {
  const { t } = useTranslation();
  const { data, context, onValueChange, eventKey } = props;
  const [items, setItems] = useState<CustomerLookupRow[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const initial = startText(eventKey, data.customerName);

  const query = (q: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      lookupCustomers(q).then(setItems, () => setItems([]));
    }, 120);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first lookup runs once, with the starting text
  useEffect(() => {
    if (initial.trim()) query(initial);
    return () => clearTimeout(timer.current);
  }, []);

  return (
    <SuggestInput<CustomerLookupRow>
      initial={initial}
      items={items}
      onQuery={query}
      label={t('live.cols.customer')}
      placeholder={t('live.customerPlaceholder')}
      empty={t('live.walkIn')}
      onPick={(c, text) => {
        if (c) onValueChange(withCustomer(data, c, context.offer.community));
        else if (text.trim() && text.trim() !== data.customerName)
          onValueChange(withWalkIn(data, text.trim()));
        else onValueChange(data);
      }}
      render={(c) => ({
        key: c.id,
        text: (
          <span>
            {c.name}
            {c.flagged && (
              <Tag minimal intent="danger" className="cpt-tag-gap">
                {t('live.flagged')}
              </Tag>
            )}
          </span>
        ),
        label: c.addresses[0]?.detailedAddress ?? '',
      })}
    />
  );
}
