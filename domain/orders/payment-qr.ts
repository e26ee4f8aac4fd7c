import { COMMUNITIES } from '../communities.ts';

/**
 * The QR code of an unpaid daily order: error correction H, 79 px wide, linking to
 * the payment page of the order, drawn on a background chosen by the order's community.
 */
export const QR_SIZE = 79;
export const QR_LEVEL = 'H' as const;

/** The payment page of an order: the configured base (PAYMENT_PAGE_URL) followed by its id. */
export function paymentPageUrl(base: string, orderId: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${encodeURIComponent(orderId)}`;
}

/** The background image of a community's QR card, shipped in public/qr-backgrounds/. */
export function qrBackground(communityId: string): string {
  const known = COMMUNITIES.some((c) => c.id === communityId);
  return `/qr-backgrounds/${known ? communityId : 'default'}.png`;
}

/** Whether an order shows its payment QR code: a daily order still to be paid. */
export function showsPaymentQr(o: { channel: string; paymentStatus: string; status: string }): boolean {
  return o.channel === 'daily' && o.paymentStatus === 'pending' && o.status === 'available';
}
