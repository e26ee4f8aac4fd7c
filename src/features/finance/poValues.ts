import { todayBusiness } from '../../../domain/dates.ts';
import type { PurchaseOrderRecord } from '../../../domain/purchase-orders/list.ts';

/** A line as the form edits it: numbers stay null until typed. */
export interface LineValues {
  _key?: string;
  product?: string;
  quantity: number | null;
  unitPrice: number | null;
  vatPercentage: number | null;
}

export interface PoValues {
  supplier?: string;
  date: string;
  community?: string;
  purchaseOrderItems: LineValues[];
  version?: number;
}

export const emptyLine = (): LineValues => ({ quantity: null, unitPrice: null, vatPercentage: null });

export const emptyPo = (): PoValues => ({ date: todayBusiness(), purchaseOrderItems: [emptyLine()] });

/** The API body: `_key` dropped, no community = the warehouse; the version only on an edit. */
export function toPoBody(v: PoValues): unknown {
  return {
    supplier: v.supplier,
    date: v.date,
    community: v.community || null,
    purchaseOrderItems: v.purchaseOrderItems.map(({ _key, ...l }) => l),
    ...(v.version !== undefined ? { version: v.version } : {}),
  };
}

export function fromPo(r: PurchaseOrderRecord): PoValues {
  return {
    supplier: r.supplier.id,
    date: r.date,
    community: r.community ?? undefined,
    purchaseOrderItems: r.lines.map((l) => ({
      _key: l.id,
      product: l.product.id,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      vatPercentage: l.vatPercentage,
    })),
    version: r.version,
  };
}
