import { H1, Tab, Tag } from '@blueprintjs/core';
import type { ICellRendererParams } from 'ag-grid-community';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { OFFER_SERVICES } from '../../../domain/finance/resource.ts';
import type { ServiceOfferRow } from '../../../domain/finance/service-offers-list.ts';
import { OFFERS } from '../../../domain/offers/resource.ts';
import type { PurchaseOrderRow } from '../../../domain/purchase-orders/list.ts';
import { PURCHASE_ORDERS } from '../../../domain/purchase-orders/resource.ts';
import { apiUrl, screenUrl } from '../../../domain/resource.ts';
import { canOpen } from '../../../domain/routes.ts';
import { api } from '../../api/client.ts';
import { errorMessage } from '../../api/errors.ts';
import { invalidateResource, resourceOf } from '../../api/query.ts';
import { userAtom } from '../../app/session.ts';
import { toastError, toastSuccess } from '../../app/toaster.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { keyboardStillOn, keyboardToGrid } from '../../components/ListPage/keyboardAfterWork.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef } from '../../components/ListPage/types.ts';
import { TabStrip } from '../../components/TabStrip.tsx';
import { invoicesGrid } from '../../grids/purchase-orders.ts';
import { type ServicesGridContext, serviceOffersGrid } from '../../grids/service-offers.ts';
import { useSuppliers } from '../products/useCatalogue.ts';
import { InvoiceActions } from './InvoiceCells.tsx';
import './finance.css';
import { TabPanel } from '../../components/TabPanel.tsx';

const INVOICES = { type: 'invoice' };

function Paid({ data }: ICellRendererParams<ServiceOfferRow>) {
  const { t } = useTranslation();
  if (!data) return null;
  const inv = data.relatedInvoice;
  if (!inv) return <Tag minimal>{t('finance.services.notInvoiced')}</Tag>;
  return (
    <Tag intent={inv.payment_status === 'paid' ? 'success' : 'warning'}>
      {t(inv.payment_status === 'paid' ? 'finance.services.paid' : 'finance.services.unpaid')}
    </Tag>
  );
}

function SeeOffer({ data }: ICellRendererParams<ServiceOfferRow>) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  if (!data) return null;
  const to = screenUrl(OFFERS.screens.live, { offerId: data.id });
  return user && canOpen(user.role, to) ? <Link to={to}>{t('finance.services.seeOffer')}</Link> : null;
}

/** `clear(keyboard)`: the offers invoiced are unselected, so the button goes; `keyboard`: it had the keyboard */
function Generate({ rows, clear }: { rows: readonly ServiceOfferRow[]; clear: (keyboard: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (button: HTMLElement) => {
    if (busy) return;
    setBusy(true);
    try {
      const made = await api
        .post(apiUrl(PURCHASE_ORDERS.ops.generate, {}), { json: { offers: rows.map((r) => r.id) } })
        .json<unknown[]>();
      clear(keyboardStillOn(button));
      toastSuccess(t('finance.services.generated', { count: made.length }));
      void invalidateResource(resourceOf(apiUrl(OFFER_SERVICES.ops.list, {})));
      void invalidateResource(PURCHASE_ORDERS.key);
    } catch (e) {
      toastError(errorMessage(e, t, i18n.exists));
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton intent="primary" icon="document-share" busy={busy} onClick={(e) => void run(e.currentTarget)}>
      {t('finance.services.generate')} ({t('finance.services.selectedCount', { count: rows.length })})
    </BusyButton>
  );
}

/**
 * /services: the offers tab (figures of each services offer, bulk Generate
 * invoice on finished offers without one) and the invoices tab (payment status and bank transfer
 * id edited in place, Mark paid, Download). The tab is `tabState` in the query; switching tabs starts the other list fresh.
 */
export default function ServicesPage() {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const tab = new URLSearchParams(search).get('tabState') === 'invoices' ? 'invoices' : 'offers';
  const suppliers = useSuppliers();
  const services = useMemo(
    () => suppliers.filter((s) => s.type === 'services').map((s) => ({ value: s.id, text: s.name })),
    [suppliers],
  );
  const offerFilters = useMemo<readonly FilterDef[]>(
    () => [
      {
        kind: 'select',
        field: 'supplier',
        labelKey: 'finance.services.supplier',
        options: services,
        searchable: true,
      },
      { kind: 'text', field: 'offerID', labelKey: 'finance.services.offerID' },
      { kind: 'dateRange', field: 'endingDate', labelKey: 'finance.services.dateRange' },
    ],
    [services],
  );
  const invoiceFilters = useMemo<readonly FilterDef[]>(
    () => [
      {
        kind: 'select',
        field: 'supplier',
        labelKey: 'finance.services.supplier',
        options: services,
        searchable: true,
      },
      { kind: 'text', field: 'poId', labelKey: 'finance.services.invoiceID' },
      { kind: 'text', field: 'offerID', labelKey: 'finance.services.offerID' },
      { kind: 'dateRange', field: 'date', labelKey: 'finance.services.invoiceDate' },
    ],
    [services],
  );
  const context = useMemo<ServicesGridContext>(
    () => ({ lang: i18n.language, Paid, SeeOffer, Actions: InvoiceActions }),
    [i18n.language],
  );
  return (
    <div className="cpt-list-frame">
      <div className="cpt-page-header cpt-list-frame-header">
        <H1 className="cpt-title">{t('finance.services.title')}</H1>
      </div>
      <TabStrip
        id="services-tabs"
        selectedTabId={tab}
        large
        onChange={(id) => void navigate({ search: `?tabState=${String(id)}`, hash: '' }, { replace: true })}
      >
        <Tab id="offers" title={t('finance.services.offersTab')} />
        <Tab id="invoices" title={t('finance.services.invoicesTab')} />
      </TabStrip>
      <TabPanel tabsId="services-tabs" tabId={tab} fill>
        {tab === 'offers' ? (
          <ListPage<ServiceOfferRow, ServicesGridContext>
            key="offers"
            embedded
            grid={serviceOffersGrid}
            context={context}
            titleKey="finance.services.offersTab"
            filters={offerFilters}
            pageSize={80}
            selectable={(o) => o.finished && !o.relatedInvoice}
            actions={(api, rows) =>
              rows.length > 0 && (
                <Generate
                  rows={rows}
                  clear={(keyboard) => {
                    if (keyboard && api) keyboardToGrid(api);
                    api?.deselectAll();
                  }}
                />
              )
            }
            exportName="services-offers"
          />
        ) : (
          <ListPage<PurchaseOrderRow, ServicesGridContext>
            key="invoices"
            embedded
            grid={invoicesGrid}
            context={context}
            titleKey="finance.services.invoicesTab"
            filters={invoiceFilters}
            fixedFilter={INVOICES}
            pageSize={80}
            exportName="invoices"
          />
        )}
      </TabPanel>
    </div>
  );
}
