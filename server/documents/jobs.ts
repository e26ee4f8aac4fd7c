import type { ReactElement } from 'react';
import type { Locale } from '../../domain/dates.ts';
import type { OrderView } from '../../domain/live-views.ts';
import type { PurchaseOrderRecord } from '../../domain/purchase-orders/list.ts';
import type { Company } from './company.ts';
import { CustomerOrderDocument } from './customer-order.ts';
import { translatorFor } from './labels.ts';
import { type PackingList, packingListDocument } from './packing-list.ts';
import { purchaseOrderDocument } from './purchase-order.ts';

/**
 * A document to render, as data: what crosses to the rendering thread (a React element cannot),
 * and what the thread turns back into the element with the same functions.
 */
export type DocumentJob = { lang: Locale; company: Company } & (
  | { kind: 'customerOrder'; order: OrderView; paymentBase: string }
  | { kind: 'purchaseOrder'; po: PurchaseOrderRecord }
  | { kind: 'packingList'; list: PackingList }
);

export function documentOf(job: DocumentJob): ReactElement {
  const t = translatorFor(job.lang);
  const { lang, company } = job;
  switch (job.kind) {
    case 'customerOrder':
      return CustomerOrderDocument({ order: job.order, company, lang, t, paymentBase: job.paymentBase });
    case 'purchaseOrder':
      return purchaseOrderDocument(job.po, company, lang, t);
    case 'packingList':
      return packingListDocument(job.list, { company, lang, t });
  }
}
