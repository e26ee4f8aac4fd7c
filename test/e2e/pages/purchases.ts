type Get = <T>(path: string) => Promise<T>;
const q = (x: unknown) => encodeURIComponent(JSON.stringify(x));

export interface PurchaseLine {
  id: string;
  supplier: { id: string };
}

/**
 * An available product of a direct-sales supplier from the demo data: purchase orders buy from
 * those suppliers only, so a test that needs a purchase order of its own starts from this line.
 */
export async function directSalesLine(get: Get): Promise<PurchaseLine> {
  const suppliers = await get<{ id: string }[]>(
    `/api/suppliers/details?range=[0,19]&filter=${q({ type: 'direct_sales' })}`,
  );
  for (const s of suppliers) {
    const [line] = await get<PurchaseLine[]>(
      `/api/products/details?range=[0,0]&filter=${q({ status: 'available', supplier: s.id })}`,
    );
    if (line) return line;
  }
  throw new Error('no available product of a direct-sales supplier in the demo data');
}

/** The body of a new unpaid purchase order of two units of `line`. */
export const purchaseOf = (line: PurchaseLine, date = '2026-11-02') => ({
  supplier: line.supplier.id,
  date,
  purchaseOrderItems: [{ product: line.id, quantity: 2, unitPrice: 1000, vatPercentage: 13 }],
});
