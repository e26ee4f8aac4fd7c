import type { ColumnType } from 'kysely';
import type { Customer } from '../../domain/customers/schema.ts';
import type { FeeArea } from '../../domain/delivery/schema.ts';
import type {
  OfferDetails,
  OfferLine,
  OrderAddress,
  OrderLine,
  OrderVoucher,
} from '../../domain/live-views.ts';
import type { BourseTier, Special } from '../../domain/offers/schema-parts.ts';
import type { FileRef } from '../../domain/schemas/shared.ts';
import type { StoredFile } from '../../domain/storages.ts';
import type { SupplierContact } from '../../domain/suppliers/schema.ts';

/** One area of a template as stored (the API's FeeArea). */
export interface StoredFeeArea {
  area: string;
  rules: { type: string; quantity?: number | null; fee?: number | null; value?: number | null }[];
}

type Localized = { en: string; zh: string };

/** An offer's channel block as stored; its lines and draws are rows of their own. */
export interface StoredBlock {
  bourses: BourseTier[];
  zikoSpecials: Special[];
  lotteryEnable: boolean;
  lottery: Record<string, unknown> | null;
}

/**
 * What the jsonb columns hold, by table and column: PostgreSQL only knows "jsonb", so these shapes
 * are the one place the code states them. A jsonb column missing here reads as `unknown`.
 */
export interface JsonColumns {
  audit_log: { before: Record<string, unknown>; after: Record<string, unknown> };
  delivery_templates: { areas: StoredFeeArea[] };
  users: { avatar: StoredFile | null };
  suppliers: { contacts: SupplierContact[]; finance_information: StoredFile[] };
  customers: {
    addresses: Record<string, unknown>[];
    contacts: Customer['contacts'];
    fapiao_images: Customer['fapiaoImages'];
    fapiao_emails: Customer['fapiaoEmails'];
    wechat_groups: Customer['wechatGroups'];
    pets: Customer['pets'];
  };
  offers: {
    name: Localized;
    description: Localized;
    clipboard: OfferDetails['clipboard'];
    fees: FeeArea[];
    wechat_group: StoredBlock;
    miniprogram: StoredBlock;
  };
  offer_lines: {
    name: Localized;
    main_picture: OfferLine['mainPicture'];
    other_media: OfferLine['otherMedia'];
    products: OfferLine['products'];
    free_fall: { dropAmount: number; quantityTrigger: number; lowestPrice: number };
    multiple_item: { quantity: number; unitPrice: number }[];
  };
  orders: {
    customer_daily: { customerName: string };
    customer_address: OrderAddress;
    packs: OrderLine[];
    single_items: OrderLine[];
    vouchers: OrderVoucher[];
    gifts: Record<string, unknown>[];
  };
  products: {
    main_picture: { en: StoredFile | null; zh: StoredFile | null };
    technical_sheet: { en: StoredFile | null; zh: StoredFile | null };
    other_media: StoredFile[];
    diet: string[];
  };
  lottery_draws: { gifts: { winnerNumber: number; [k: string]: unknown }[] };
  recipes: { main_picture: { en: FileRef | null; zh: FileRef | null }; other_media: FileRef[] };
}

export type JsonShape<T extends string, C extends string> = T extends keyof JsonColumns
  ? C extends keyof JsonColumns[T]
    ? JsonColumns[T][C]
    : unknown
  : unknown;

/**
 * A jsonb column: read parsed, written as JSON text. node-postgres would send a JS array as a
 * PostgreSQL array literal, not as JSON, so writes go through JSON.stringify.
 */
export type JsonColumn<T extends string, C extends string> = ColumnType<JsonShape<T, C>, string, string>;
