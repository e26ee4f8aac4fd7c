import { useEffect, useState } from 'react';
import type { OrderView } from '../../../domain/live-views.ts';
import { fetchOrder } from './OrderPicker.tsx';

/**
 * The order a claim or refund form shows: the saved case's order once the case loads (read anew,
 * so the summary shows the order as it is now), or the one the member picks while creating.
 * An order that cannot be read leaves the picker empty rather than failing the form.
 */
export function useCaseOrder(saved: { order: string } | null | undefined) {
  const [order, setOrder] = useState<OrderView | null>(null);
  useEffect(() => {
    if (saved)
      void fetchOrder(saved.order)
        .then(setOrder)
        .catch(() => undefined);
  }, [saved]);
  return [order, setOrder] as const;
}
