import '../service/service.css';
import { REFUNDS } from '../../../domain/refunds/resource.ts';
import { REFUND_STATUSES, type Refund } from '../../../domain/refunds/schema.ts';
import { screenUrl } from '../../../domain/resource.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import { refundsGrid } from '../../grids/refunds.ts';
import { caseFilters, caseStatusFilter } from '../service/case-filters.ts';

const FILTERS = caseFilters(caseStatusFilter('refunds.status', REFUND_STATUSES, 'refunds.statuses'));

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
