import { Button } from '@blueprintjs/core';
import type { ICellRendererParams } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CUSTOMERS } from '../../../domain/customers/resource.ts';
import type { CustomerListRow } from '../../../domain/customers/views.ts';
import { screenUrl } from '../../../domain/resource.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef } from '../../components/ListPage/types.ts';
import { type CustomersGridContext, customersGrid } from '../../grids/customers.ts';

const FILTERS: readonly FilterDef[] = [
  { kind: 'text', field: 'name', labelKey: 'customers.searchName' },
  { kind: 'text', field: 'phone', labelKey: 'customers.searchPhone' },
];

/** Opens the record on its analytics tab. */
function CustomerActions({ data }: ICellRendererParams<CustomerListRow>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!data) return null;
  return (
    <span className="cpt-row-actions">
      <Button
        size="small"
        icon="chart"
        variant="minimal"
        aria-label={t('customers.openAnalytics', { name: data.name })}
        title={t('customers.tabs.analytics')}
        onClick={() =>
          void navigate(screenUrl(CUSTOMERS.screens.edit, { customerId: data.id }, { tabState: 'analytics' }))
        }
      />
    </span>
  );
}

const CONTEXT: CustomersGridContext = { Actions: CustomerActions };

/** /customers: search by name or phone, newest first, 80 a page. */
export default function CustomersList() {
  return (
    <ListPage<CustomerListRow, CustomersGridContext>
      grid={customersGrid}
      context={CONTEXT}
      titleKey="customers.title"
      filters={FILTERS}
      pageSize={80}
      rowLink={(c) => screenUrl(CUSTOMERS.screens.edit, { customerId: c.id })}
      create={{ action: 'customer.write', to: CUSTOMERS.screens.create.path, labelKey: 'customers.create' }}
      exportName="customers"
    />
  );
}
