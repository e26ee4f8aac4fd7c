import type { OfferLine, PaymentStatus } from '../live-views.ts';

/**
 * The delivery-tracking screen's orders: one offer's orders that are available and
 * paid; an offer sold only in WeChat groups ships its pending orders too (payment is collected in
 * the group, often after delivery). The screen, its exports and the packing list read this one set.
 */
export function deliveryTrackingFilter(offer: { id: string; channel: string }): {
  offer: string;
  status: 'available';
  paymentStatus: PaymentStatus[];
} {
  return {
    offer: offer.id,
    status: 'available',
    paymentStatus: offer.channel === 'wechat_group' ? ['paid', 'pending'] : ['paid'],
  };
}

/** The export's file name, with the offer's number (the one staff read and say). */
export const deliveryExportName = (offerID: number) => `Delivery tracking ${offerID}`;

/**
 * The export's columns, in file order. `packs` stands for one column per pack and
 * add-on of the offer (its letter and short name), holding the quantity ordered.
 */
export const DELIVERY_EXPORT_COLUMNS = [
  'n',
  'orderID',
  'name',
  'packs',
  'phone',
  'address',
  'city',
  'area',
  'comment',
  'deliveryDate',
  'paid',
  'status',
  'trackingNumber',
] as const;

export type DeliveryExportColumn = Exclude<(typeof DELIVERY_EXPORT_COLUMNS)[number], 'packs'>;

export const DELIVERY_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type DeliveryExportFormat = (typeof DELIVERY_EXPORT_FORMATS)[number];

/** 'A Tomato box': the pack letter before the short name unless the name starts with it already. */
export function lineLabel(
  l: Pick<OfferLine, 'letter' | 'shortName' | 'name'>,
  channel: string | null,
): string {
  const name = l.shortName || l.name.en;
  const lettered = l.letter && !name.startsWith(`${l.letter} `) ? `${l.letter} ${name}` : name;
  return channel ? `${lettered} · ${channel}` : lettered;
}
