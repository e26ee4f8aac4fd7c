import '../service/service.css';
import { COMMUNITIES } from '../../../domain/communities.ts';
import { screenUrl } from '../../../domain/resource.ts';
import { REFUNDS } from '../../../domain/resources/refunds.ts';
import { REFUND_STATUSES, type Refund } from '../../../domain/schemas/refund.ts';
import { keyIn } from '../../../locales/keys.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef } from '../../components/ListPage/types.ts';
import { refundsGrid } from '../../grids/refunds.ts';

const FILTERS: readonly FilterDef[] = [
  { kind: 'text', field: 'customerName', labelKey: 'service.searchCustomer' },
  {
    kind: 'select',
    field: 'status',
    labelKey: 'refunds.status',
    options: REFUND_STATUSES.map((s) => ({ value: s, labelKey: keyIn('refunds.statuses', s) })),
  },
  {
    kind: 'select',
    field: 'community',
    labelKey: 'service.community',
    options: COMMUNITIES.map((c) => ({ value: c.id, labelKey: keyIn('communities', c.key) })),
  },
  { kind: 'dateRange', field: 'createdAt', labelKey: 'service.createdAt' },
];

/**
 * /refunds: newest first, 80 a page, CSV. Refunded and refused refunds a
 * community-manager or customer-hero has not opened yet are highlighted (the badge counts them).
 */
export default function RefundsList() {
  return (
    <ListPage<Refund>
      grid={refundsGrid}
      titleKey="refunds.title"
      filters={FILTERS}
      rowLink={(r) => screenUrl(REFUNDS.screens.edit, { refundId: r.id })}
      rowClass={(r) => (r.unread ? 'cpt-row-unread' : undefined)}
      create={{ action: 'order.refundOption', to: REFUNDS.screens.create.path, labelKey: 'refunds.create' }}
      exportName="refunds"
    />
  );
}
