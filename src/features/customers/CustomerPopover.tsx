import { Button, ButtonGroup, PopoverNext, PopupKind, Spinner } from '@blueprintjs/core';
import type { ICellRendererParams } from 'ag-grid-community';
import { useAtomValue } from 'jotai';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CUSTOMERS } from '../../../domain/customers/resource.ts';
import type { CustomerStatsLite, CustomerTab } from '../../../domain/customers/views.ts';
import { apiUrl, screenUrl } from '../../../domain/resource.ts';
import { canOpen } from '../../../domain/routes.ts';
import { useRecord } from '../../api/useRecord.ts';
import { userAtom } from '../../app/session.ts';

/** The tabs a customer popover opens the customer on. */
const TABS = ['vouchers', 'claims', 'analytics'] as const satisfies readonly CustomerTab[];

/** The card: GET /api/customers/{id}/stats-lite, then a button per tab. */
function CustomerCard({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stats = useRecord<CustomerStatsLite>(apiUrl(CUSTOMERS.ops.statsLite, { customerId: id }));
  const s = stats.data;
  return (
    <section className="cpt-customer-card" aria-label={t('customers.popover.title')}>
      <h3>{name}</h3>
      {stats.error ? (
        <p role="alert">
          {t('errors.anErrorOccurs')} <Button size="small" text={t('app.retry')} onClick={stats.retry} />
        </p>
      ) : !s ? (
        <Spinner size={20} aria-label={t('app.loading')} />
      ) : (
        <dl>
          <dt>{t('customers.level')}</dt>
          <dd data-stat="level">{t(`customers.levels.${s.level}`)}</dd>
          <dt>{t('customers.popover.vouchers')}</dt>
          <dd data-stat="voucherCount">{s.voucherCount}</dd>
          <dt>{t('customers.popover.claims')}</dt>
          <dd data-stat="claimCount">{s.claimCount}</dd>
          <dt>{t('customers.popover.monthlyOrders')}</dt>
          <dd data-stat="monthlyOrder">{s.monthlyOrder}</dd>
        </dl>
      )}
      <ButtonGroup aria-label={t('customers.popover.openTab')}>
        {TABS.map((tab) => (
          <Button
            key={tab}
            size="small"
            text={t(`customers.tabs.${tab}`)}
            onClick={() =>
              void navigate(screenUrl(CUSTOMERS.screens.edit, { customerId: id }, { tabState: tab }))
            }
          />
        ))}
      </ButtonGroup>
    </section>
  );
}

/**
 * A customer's name in a list cell that opens his card (level, vouchers, claims, orders of the
 * month) and from it the customer on his vouchers, claims or analytics tab. A button, so the
 * keyboard reaches it (Tab in the cell, Enter); a walk-in, or a role that may not open
 * customers, sees the name alone.
 */
export function customerCell<T>(
  of: (row: T) => { id: string | null; name: string },
): ComponentType<ICellRendererParams<T>> {
  return function CustomerCell({ data }: ICellRendererParams<T>) {
    const { t } = useTranslation();
    const role = useAtomValue(userAtom)?.role;
    if (!data) return null;
    const { id, name } = of(data);
    // the customer's page and its stats-lite have the same roles (SERVICE_ROLES)
    if (!id || !role || !canOpen(role, screenUrl(CUSTOMERS.screens.edit, { customerId: id }))) return name;
    return (
      <PopoverNext
        // the legacy Popover's focus rule: the code that closes it says where the focus goes
        shouldReturnFocusOnClose={false}
        popupKind={PopupKind.DIALOG}
        content={<CustomerCard id={id} name={name} />}
        placement="bottom-start"
        onOpened={(el) => el.querySelector<HTMLElement>('.cpt-customer-card button')?.focus()}
      >
        <Button
          className="cpt-customer-name"
          variant="minimal"
          size="small"
          text={name}
          aria-label={t('customers.popover.open', { name })}
          aria-haspopup="dialog"
        />
      </PopoverNext>
    );
  };
}
