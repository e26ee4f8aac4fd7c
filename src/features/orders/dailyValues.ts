import { todayBusiness } from '../../../domain/dates.ts';
import type { DailyOrderAnswer } from '../../../domain/orders/daily.ts';

/** A product line as edited: amounts in fen (null while empty), a row key for stable inputs. */
export interface LineValues {
  _key?: string;
  product: string | undefined;
  name?: { en: string; zh: string };
  weightType: string | undefined;
  weight: number | null;
  quantity: number | null;
  price: number | null;
}

export interface DailyValues {
  customer: string | null;
  customerName: string;
  phone: string;
  addressType: string | undefined;
  city: string | undefined;
  area: string | null;
  detailedAddress: string;
  zipCode: string;
  contact: string;
  community: string | undefined;
  supplier: string | undefined;
  deliveryFee: number | null;
  deliveryDate: string;
  orderDate: string;
  paymentMethod: string;
  fapiao: boolean;
  fapiaoInformation: string;
  fapiaoEmail: string;
  comment: string;
  lines: LineValues[];
  version?: number;
}

export const emptyLine = (): LineValues => ({
  product: undefined,
  weightType: 'piece',
  weight: null,
  quantity: 1,
  price: null,
});

/** A new order: today's order date; the community preselected when the user has exactly one. */
export function newDaily(communities: readonly string[]): DailyValues {
  return {
    customer: null,
    customerName: '',
    phone: '',
    addressType: undefined,
    city: undefined,
    area: null,
    detailedAddress: '',
    zipCode: '',
    contact: '',
    community: communities.length === 1 ? communities[0] : undefined,
    supplier: undefined,
    deliveryFee: null,
    deliveryDate: '',
    orderDate: todayBusiness(),
    paymentMethod: 'wechat',
    fapiao: false,
    fapiaoInformation: '',
    fapiaoEmail: '',
    comment: '',
    lines: [{ ...emptyLine(), _key: 'first' }],
  };
}

export function fromDaily(d: DailyOrderAnswer): DailyValues {
  const a = d.customerAddress;
  return {
    customer: d.customer,
    customerName: d.customerDaily.customerName || d.customerName,
    phone: a.phone,
    addressType: a.type,
    city: a.city,
    area: a.area || null,
    detailedAddress: a.detailedAddress,
    zipCode: a.zipCode,
    contact: a.contact,
    community: d.community,
    supplier: d.supplier || undefined,
    deliveryFee: d.deliveryFee,
    deliveryDate: d.deliveryDate,
    orderDate: d.orderDate,
    paymentMethod: d.paymentMethod,
    fapiao: d.fapiao,
    fapiaoInformation: d.customerDaily.fapiaoInformation,
    fapiaoEmail: d.fapiaoEmail,
    comment: d.comment,
    lines: d.lines.map((l, i) => ({
      _key: `${i}-${l.product}`,
      product: l.product,
      name: l.name,
      weightType: l.weightType,
      weight: l.weight,
      quantity: l.quantity,
      price: l.price,
    })),
    version: d.version,
  };
}

/**
 * The form field of an error's path in the API body: the body nests the walk-in's name and the
 * address (`customerDaily.customerName`, `customerAddress.phone`), the form keeps them flat.
 */
export function dailyFieldOf(path: string): string {
  if (path === 'customerDaily.customerName') return 'customerName';
  if (path === 'customerDaily.fapiaoInformation') return 'fapiaoInformation';
  if (path === 'customerAddress.type') return 'addressType';
  return path.startsWith('customerAddress.') ? path.slice('customerAddress.'.length) : path;
}

/** The API body (DailyOrderCreate / DailyOrderUpdate); the lines only while they may change. */
export function toDailyBody(v: DailyValues, opts: { creating: boolean; linesEditable: boolean }) {
  const body: Record<string, unknown> = {
    customer: v.customer,
    customerDaily: { customerName: v.customerName, fapiaoInformation: v.fapiaoInformation },
    customerAddress: {
      type: v.addressType,
      city: v.city,
      area: v.area ?? undefined,
      detailedAddress: v.detailedAddress,
      phone: v.phone,
      contact: v.contact,
      zipCode: v.zipCode,
    },
    community: v.community,
    supplier: v.supplier,
    deliveryFee: v.deliveryFee ?? undefined,
    deliveryDate: v.deliveryDate || undefined,
    orderDate: v.orderDate || undefined,
    paymentMethod: v.paymentMethod,
    fapiao: v.fapiao,
    fapiaoEmail: v.fapiaoEmail,
    comment: v.comment,
  };
  if (opts.creating) Object.assign(body, { type: 'daily', channel: 'daily' });
  else body.version = v.version;
  if (opts.linesEditable || opts.creating)
    body.lines = v.lines.map((l) => ({
      product: l.product,
      weightType: l.weightType,
      weight: l.weight ?? 0,
      quantity: l.quantity ?? undefined,
      price: l.price ?? undefined,
    }));
  return body;
}
