import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AreaIndex } from '../../../domain/area-tree.ts';
import {
  CUSTOMER_FIELD_LABELS,
  type CustomerField,
  FIELD_NOT_FILLED_MSG,
  firstMissingCustomerField,
} from '../../../domain/orders/entry.ts';
import { keyIn } from '../../../locales/keys.ts';
import { Dialog } from '../../components/Overlays.tsx';
import type { LiveRow } from './rows.ts';

/** The walk-in's fields a customer needs, as the domain rule reads them. */
export function walkInFields(row: LiveRow) {
  const a = row.customerAddress;
  return {
    customerName: row.customerName,
    phone: a?.phone,
    detailedAddress: a?.detailedAddress,
    city: a?.city,
    area: a?.area,
  };
}

/**
 * "Create customer" from a walk-in order, from the keyboard (alt+c) or the row's button: what
 * the customer will get, and while something is missing the reason in plain text ('{field} not
 * filled') with the confirm button disabled. Enter confirms, Escape closes.
 */
export function CreateCustomerDialog({
  row,
  areas,
  lang,
  onClose,
  onConfirm,
}: {
  row: LiveRow | null;
  areas: AreaIndex | null;
  lang: string;
  onClose: () => void;
  onConfirm: (row: LiveRow) => void;
}) {
  const { t } = useTranslation();
  const w = row ? walkInFields(row) : null;
  const missing = w ? firstMissingCustomerField(w) : null;
  const shown: [CustomerField, string | null | undefined][] = w
    ? [
        ['name', w.customerName],
        ['phone', w.phone],
        ['address', w.detailedAddress],
        ['city', w.city ? t(keyIn('live.cities', w.city)) : ''],
        ['area', w.area ? (areas?.pathLabel(w.area, lang) ?? w.area) : ''],
      ]
    : [];
  return (
    <Dialog
      isOpen={!!row}
      className="cpt-live-custdlg"
      icon="new-person"
      title={t('live.createCustomer')}
      onClose={onClose}
      // keyboard first: Enter confirms; while a field is missing the focus is on Cancel
      onOpening={(el) =>
        el.querySelector<HTMLButtonElement>(missing ? '.cpt-cancel' : '.cpt-confirm')?.focus()
      }
    >
      <DialogBody>
        <dl>
          {shown.map(([f, v]) => (
            <div key={f} style={{ display: 'contents' }}>
              <dt>{t(CUSTOMER_FIELD_LABELS[f])}</dt>
              <dd className={v ? undefined : 'cpt-missing'}>{v || '—'}</dd>
            </div>
          ))}
        </dl>
        {missing && (
          <p className="cpt-missing" role="alert">
            {t(FIELD_NOT_FILLED_MSG, { field: t(CUSTOMER_FIELD_LABELS[missing]) })}
          </p>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button className="cpt-cancel" text={t('app.cancel')} onClick={onClose} />
            <Button
              className="cpt-confirm"
              intent="primary"
              disabled={!!missing}
              text={t('live.createCustomer')}
              onClick={() => row && onConfirm(row)}
            />
          </>
        }
      />
    </Dialog>
  );
}
