import type { OrderView } from '../../../domain/live-views.ts';
import { customerCell } from '../customers/CustomerPopover.tsx';

/** An order's customer name opening his card; a walk-in's name stays plain text. */
export const OrderCustomer = customerCell<OrderView>((o) => ({
  id: o.customer?.id ?? null,
  name: o.customerName,
}));
