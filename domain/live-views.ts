/**
 * What the live offer page's API answers with (GET /api/offers/:id/details, the order calls, the
 * socket events). Request bodies are valibot schemas elsewhere; these are the read shapes that the
 * server builds and the client's grid reads. Amounts are integer fen, times ISO strings.
 */
/** A stored upload as a line keeps it (domain/schemas/shared.ts FileRef). */
export type StoredRef = { name: string; uri: string; hash?: string };

export type LiveChannel = 'wechat_group' | 'miniprogram';
export type LineKind = 'pack' | 'item';

/** The counters and price of one pack or add-on item, as they are right now. */
export interface LineState {
  id: string;
  channel: LiveChannel;
  kind: LineKind;
  /** units put on sale */
  stock: number;
  /** units left to sell; 0 = sold out */
  actualStock: number;
  /** stock - actualStock */
  sold: number;
  /** the unit price a new order pays now (free-fall and bourse applied), fen */
  price: number;
}

export interface OfferLine extends LineState {
  /** A, B, … AA for packs; add-ons have none */
  letter: string | null;
  position: number;
  name: { en: string; zh: string };
  shortName: string;
  /** the pack's picture per language (stored references of pack-illustration) */
  mainPicture: { en: StoredRef | null; zh: StoredRef | null } | null;
  otherMedia: StoredRef[];
  /** add-on item: its product */
  product: { id: string; productId: string; name: { en: string; zh: string } } | null;
  quantity: number;
  weight: number;
  weightType: 'g' | 'ml' | 'piece';
  /** pack composition */
  products: {
    product: string;
    name?: { en: string; zh: string };
    quantity: number;
    weight: number;
    weightType: string;
  }[];
  /** price as configured (before free-fall / bourse) */
  basePrice: number;
  formerPrice: number | null;
  targetSales: number;
  freeFall: { dropAmount: number; quantityTrigger: number; lowestPrice: number } | null;
  multipleItem: { quantity: number; unitPrice: number }[];
}

/** A change of a line's price caused by a sale: the page warns with it. */
export interface PriceChange {
  lineId: string;
  kind: LineKind;
  name: { en: string; zh: string };
  reason: 'free_fall' | 'bourse';
  previousPrice: number;
  price: number;
}

/** Payload of UPDATE_OFFER: the counters of every line after a change. */
export interface OfferLiveState {
  id: string;
  lines: LineState[];
  priceChanges: PriceChange[];
}

export interface OrderLine {
  /** the offer line (pack or add-on) sold */
  lineId: string;
  kind: LineKind;
  letter: string | null;
  shortName: string;
  name: { en: string; zh: string };
  product: string | null;
  quantity: number;
  /** unit price at the moment of sale, fen */
  price: number;
  /** price x quantity, fen */
  amount: number;
  weight: number;
  weightType: string;
}

export interface OrderAddress {
  type: 'home' | 'temporary' | 'office' | 'other';
  city: string;
  /** the last id of the area path */
  area: string | null;
  detailedAddress: string;
  phone: string;
  contact: string;
  zipCode: string;
  comment: string;
  needSave: boolean;
}

export interface OrderVoucher {
  id: string;
  voucherID: number;
  amount: number;
}

export type PaymentStatus = 'pending' | 'paid' | 'ccl' | 'refunding' | 'rfd';
export type TrackingStatus = 'process' | 'prepared' | 'on_the_way' | 'delayed' | 'delivered';

export interface OrderView {
  id: string;
  orderID: number;
  orderNumber: number | null;
  type: 'service' | 'direct_sale' | 'daily' | 'normal';
  channel: LiveChannel | 'daily';
  offerId: string | null;
  /** its offer's status as the order was read (null: a daily order): a discontinued offer freezes its pending orders */
  offerStatus: 'available' | 'discontinued' | null;
  community: string;
  supplier: { id: string; name: string; vat: number } | null;
  customer: { id: string; name: string; profilePicture: string | null } | null;
  /** the customer's name, or the walk-in name */
  customerName: string;
  customerDaily: { customerName: string } | null;
  customerAddress: OrderAddress | null;
  groupNumber: number | null;
  comment: string;
  status: 'available' | 'discontinued';
  paymentStatus: PaymentStatus;
  paymentMethod: 'wechat' | 'alipay';
  trackingStatus: TrackingStatus;
  deliveryTrackingID: string;
  deliveryDate: string | null;
  deliveryFee: number;
  deliverySelection: 'manual' | 'auto';
  voucherSelection: 'manual' | 'auto';
  packs: OrderLine[];
  singleItems: OrderLine[];
  vouchers: OrderVoucher[];
  gifts: Record<string, unknown>[];
  totalAmount: number;
  actualAmount: number;
  ticketAmount: number;
  refundAmount: number;
  fapiao: boolean;
  fapiaoEmail: string;
  orderDate: string;
  createdAt: string;
  updatedAt: string;
  /** bumped by every change; a PUT must send the version it read */
  version: number;
  /** read-only for everyone but admin and super-admin */
  locked: boolean;
}

export interface LotteryDrawView {
  id: string;
  drawNumber: number;
  conditionType: 'number_of_order' | 'x_item_sold';
  conditionValue: number;
  gifts: Record<string, unknown>[];
}

/** One channel block of GET /api/offers/:id/details, lines with their live counters and prices. */
export interface OfferBlockView {
  packs: OfferLine[];
  singleItems: OfferLine[];
  bourses: { from: number; to: number | null; unitPrice: number }[];
  zikoSpecials: Record<string, unknown>[];
  lotteryEnable: boolean;
  lottery: (Record<string, unknown> & { draws: LotteryDrawView[] }) | null;
}

export interface OfferDetails {
  id: string;
  offerID: number;
  internalName: string;
  community: string;
  supplier: { id: string; name: string; vat: number; commission: number } | null;
  channel: 'all' | LiveChannel;
  showDetail: boolean;
  name: { en: string; zh: string };
  description: { en: string; zh: string };
  ghostID: string | null;
  banners: unknown;
  medias: unknown;
  clipboard: { shortcut: string; text: string }[];
  startingDate: string;
  endingDate: string;
  type: 'regular' | 'free_fall' | 'multiple_items' | 'bourse' | 'cave';
  timing: 'coming' | 'live' | 'over';
  targetSales: number;
  commissionRate: number;
  minimumOrderAmount: number;
  minimumCartItems: number;
  deliveryType: 'manual' | 'shunfeng';
  feeTemplate: string | null;
  fees: { area: string; rules: Record<string, unknown>[] }[];
  deliveryDates: string[];
  status: 'available' | 'discontinued';
  /** the offer's latest live event: subscribe with lastSeq = liveSeq to miss nothing after this read */
  liveSeq: number;
  numberOfOrders: number;
  wechatGroup: OfferBlockView | null;
  miniprogram: OfferBlockView | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** One customer of GET /api/customers/areas: what the order entry row fills in from a lookup. */
export interface CustomerLookupRow {
  id: string;
  name: string;
  level: string;
  wechatID: string;
  flagged: boolean;
  profilePicture: string | null;
  addresses: {
    type?: string;
    city?: string;
    area?: string;
    detailedAddress?: string;
    phone?: string;
    contact?: string;
    zipCode?: string;
  }[];
  contacts: { name: string; phone: string }[];
  wechatGroups: { community: string; groupNumber: number }[];
  fapiaoInformation: unknown;
  fapiaoEmails: { email: string }[];
  /** validated, unexpired vouchers; the grid keeps those eligible for the order (domain vouchers.ts) */
  vouchers: {
    id: string;
    voucherID: number;
    amount: number;
    expirationDate: string;
    communities: string[];
    status: 'pending' | 'validated' | 'declined' | 'used' | 'ccl';
  }[];
  /** business day (YYYY-MM-DD) of the customer's last order, told apart from namesakes by it */
  lastOrderDate: string | null;
}
