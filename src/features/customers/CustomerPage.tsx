import './customers.css';
import { Button, H1, Tab } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { CUSTOMERS } from '../../../domain/customers/resource.ts';
import type { Customer } from '../../../domain/customers/schema.ts';
import { CUSTOMER_TABS, type CustomerTab } from '../../../domain/customers/views.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { useRecord } from '../../api/useRecord.ts';
import { useShortcut } from '../../app/shortcuts.ts';
import { TabPanel } from '../../components/TabPanel.tsx';
import { TabStrip } from '../../components/TabStrip.tsx';
import { CustomerAnalyticsTab } from './CustomerAnalyticsTab.tsx';
import { CustomerInfo } from './CustomerInfo.tsx';
import { CustomerClaimsTab, CustomerOrdersTab, CustomerVouchersTab } from './CustomerListsTabs.tsx';

const KEYS = CUSTOMER_TABS.map((_, i) => `alt+${i + 1}`);

/**
 * /customers/create and /customers/{customerId}: tabs information, orders, vouchers,
 * claims, analytics, the active one in `tabState` (so a popover or the list's analytics action
 * opens the record on its tab); Alt+1…5 switch. The create page enables the information tab only.
 */
export default function CustomerPage() {
  const { t } = useTranslation();
  const { customerId } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get('tabState');
  const tab: CustomerTab =
    customerId && (CUSTOMER_TABS as readonly string[]).includes(asked ?? '')
      ? (asked as CustomerTab)
      : 'information';
  const go = (id: string) => void navigate({ search: `?tabState=${id}`, hash: '' }, { replace: true });
  useShortcut(KEYS, (e) => customerId && go(CUSTOMER_TABS[Number(e.key) - 1] ?? 'information'), {
    labelKey: 'customers.switchTab',
    groupKey: 'shortcuts.groups.form',
    global: true,
  });
  // the record's name titles every tab; the information tab reads the same cached record
  const record = useRecord<Customer>(customerId ? apiUrl(CUSTOMERS.ops.one, { customerId }) : null);
  const title = customerId ? (record.data?.name ?? '') : t('customers.createTitle');

  const tabs = (
    <TabStrip
      id="customer-tabs"
      selectedTabId={tab}
      onChange={(id) => go(String(id))}
      large
      className="cpt-record-tabs"
    >
      {CUSTOMER_TABS.map((id) => (
        <Tab
          key={id}
          id={id}
          title={t(`customers.tabs.${id}`)}
          disabled={!customerId && id !== 'information'}
        />
      ))}
    </TabStrip>
  );

  if (tab === 'information')
    return <CustomerInfo key={customerId ?? 'new'} customerId={customerId} title={title} tabs={tabs} />;
  const id = customerId!;
  const body: Record<Exclude<CustomerTab, 'information'>, ReactNode> = {
    orders: <CustomerOrdersTab customerId={id} />,
    vouchers: <CustomerVouchersTab customerId={id} />,
    claims: <CustomerClaimsTab customerId={id} />,
    analytics: <CustomerAnalyticsTab customerId={id} />,
  };
  return (
    <div className="cpt-page cpt-list-frame">
      <div className="cpt-page-header">
        <Button
          variant="minimal"
          icon="arrow-left"
          aria-label={t('form.back')}
          title={t('form.back')}
          onClick={() => void navigate(CUSTOMERS.screens.list.path)}
        />
        <H1 className="cpt-title">{title}</H1>
      </div>
      {tabs}
      <TabPanel tabsId="customer-tabs" tabId={tab} fill>
        {body[tab]}
      </TabPanel>
    </div>
  );
}
