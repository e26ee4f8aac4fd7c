import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CustomerCreate } from '../../../domain/customers/schema.ts';
import {
  defaultPriceFor,
  ProductCreate,
  productNameIssue,
  productNameTaken,
} from '../../../domain/products/schema.ts';
import {
  InvoiceGenerate,
  PurchaseOrderBody,
  PurchaseOrderStatusUpdate,
} from '../../../domain/purchase-orders/schema.ts';
import { isQuickie, RecipeCreate, recipeMediaAccepted } from '../../../domain/recipes/schema.ts';
import { issueFields } from '../../../domain/schemas/common.ts';
import { StockAdjustment, StockMovementCreate } from '../../../domain/stock/schema.ts';
import { SupplierCreate, supplierNameIssue, supplierNameTaken } from '../../../domain/suppliers/schema.ts';
import { UserCreate, UserUpdate } from '../../../domain/users/schema.ts';
import { IDS, u } from './fixtures.ts';

const fields = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? {} : issueFields(r.issues);
};
const pic = { name: 'a.jpg', uri: 'product-cover/a.jpg' };

describe('customer validation rules', () => {
  const address = { type: 'home', city: 'Shanghai', area: IDS.area, detailedAddress: '8 Wulumuqi Rd' };
  it('defaults: status available, level tourist; saved as not flagged; wechat groups without number dropped', () => {
    const c = v.parse(CustomerCreate, {
      name: 'Li Lei',
      flagged: true,
      wechatGroups: [
        { community: IDS.community, groupNumber: 3 },
        { community: IDS.community, groupNumber: null },
      ],
      pets: [{ name: 'Mimi', type: 'cat', size: 'medium' }],
    });
    expect(c).toMatchObject({ status: 'available', level: 'tourist', flagged: false });
    expect(c.wechatGroups).toEqual([{ community: IDS.community, groupNumber: 3 }]);
    expect(c.pets[0]?.size).toBe('middle'); // the dictionary's 'medium'
  });
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['name', { name: '' }, { name: 'validation.required' }],
    [
      'address type',
      { addresses: [{ ...address, type: undefined }] },
      { 'addresses.0.type': 'validation.required' },
    ],
    [
      'address city',
      { addresses: [{ ...address, city: undefined }] },
      { 'addresses.0.city': 'validation.required' },
    ],
    [
      'address area',
      { addresses: [{ ...address, area: undefined }] },
      { 'addresses.0.area': 'validation.required' },
    ],
    [
      'detailed address',
      { addresses: [{ ...address, detailedAddress: '' }] },
      { 'addresses.0.detailedAddress': 'validation.required' },
    ],
    ['pet name', { pets: [{ type: 'dog', size: 'large' }] }, { 'pets.0.name': 'validation.required' }],
    [
      'pet type',
      { pets: [{ name: 'Rex', type: 'parrot', size: 'large' }] },
      { 'pets.0.type': 'validation.required' },
    ],
    ['pet size', { pets: [{ name: 'Rex', type: 'dog' }] }, { 'pets.0.size': 'validation.required' }],
    ['fapiao e-mail', { fapiaoEmails: [{ email: '' }] }, { 'fapiaoEmails.0.email': 'validation.required' }],
    [
      "'Not valid Email'",
      { fapiaoEmails: [{ email: 'li@' }] },
      { 'fapiaoEmails.0.email': 'validation.invalidEmail' },
    ],
  ])('%s', (_n, over, expected) => {
    expect(fields(CustomerCreate, { name: 'Li Lei', ...over })).toEqual(expected);
  });
});

describe('supplier validation rules', () => {
  const supplier = {
    name: 'Ferme du Lac',
    type: 'direct_sales',
    paymentTerm: '30days',
    status: 'available',
    contacts: [{ contactName: 'Wang' }],
  };
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['type', { type: undefined }, { type: 'validation.required' }],
    ['name', { name: ' ' }, { name: 'validation.required' }],
    ['payment term', { paymentTerm: undefined }, { paymentTerm: 'validation.required' }],
    ['status', { status: undefined }, { status: 'validation.required' }],
    [
      'contact name',
      { contacts: [{ contactPhone: '1' }] },
      { 'contacts.0.contactName': 'validation.required' },
    ],
    ['VAT at most 100', { vat: 101 }, { vat: 'validation.max' }],
  ])('%s', (_n, over, expected) => {
    expect(fields(SupplierCreate, { ...supplier, ...over })).toEqual(expected);
  });
  it("'Supplier already exists' ignores case; on edit the supplier itself is excluded", () => {
    const others = [{ id: u(1), name: 'Ferme du Lac' }];
    expect(supplierNameTaken('  FERME du lac ', others)).toBe(true);
    expect(supplierNameTaken('Ferme du Lac', others, u(1))).toBe(false);
    expect(supplierNameTaken('Other', others)).toBe(false);
    expect(supplierNameIssue('ferme DU LAC', others)).toBe('supplier.errors.exists');
    expect(supplierNameIssue('ferme DU LAC', others, u(1))).toBeNull();
  });
});

describe('product validation rules', () => {
  const product = {
    name: { en: 'Comté 18 months', zh: '孔泰奶酪' },
    description: { en: 'Nutty', zh: '坚果味' },
    price: 8800,
    weightType: 'g',
    weight: 250,
    supplier: u(60),
    productType: 'cheese',
    mainPicture: { en: pic, zh: pic },
  };
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['English name', { name: { zh: '孔泰' } }, { 'name.en': 'validation.required' }],
    ['Chinese name', { name: { en: 'Comté', zh: '' } }, { 'name.zh': 'validation.required' }],
    ['unit price', { price: undefined }, { price: 'validation.required' }],
    ['unit', { weightType: undefined }, { weightType: 'validation.required' }],
    ['descriptions', { description: { en: 'x' } }, { 'description.zh': 'validation.required' }],
    ['supplier', { supplier: undefined }, { supplier: 'validation.required' }],
    ['product type', { productType: '' }, { productType: 'validation.required' }],
    [
      "'Please set main pictures'",
      { mainPicture: { en: pic, zh: null } },
      { mainPicture: 'validation.setMainPictures' },
    ],
    ['weight is an integer', { weight: 2.5 }, { weight: 'validation.integer' }],
  ])('%s', (_n, over, expected) => {
    expect(fields(ProductCreate, { ...product, ...over })).toEqual(expected);
  });
  it("'Product already exists' only against available products, ignoring case", () => {
    const others = [
      { id: u(1), name: { en: 'Comté 18 months' }, status: 'available' },
      { id: u(2), name: { en: 'Brie' }, status: 'discontinued' },
    ];
    expect(productNameTaken('comté 18 MONTHS', others)).toBe(true);
    expect(productNameTaken('Comté 18 months', others, u(1))).toBe(false);
    expect(productNameTaken('brie', others)).toBe(false);
    expect(productNameIssue('COMTÉ 18 months', others)).toBe('product.errors.exists');
    expect(productNameIssue('Brie', others)).toBeNull();
  });
  it('a services supplier sets an empty price to 0', () => {
    expect(defaultPriceFor('services', null)).toBe(0);
    expect(defaultPriceFor('services', 1200)).toBe(1200);
    expect(defaultPriceFor('direct_sales', null)).toBeNull();
  });
});

describe('recipe validation rules', () => {
  const recipe = {
    name: { en: 'Tartiflette', zh: '焗土豆' },
    preparationTime: 20,
    description: { en: '<p>Bake</p>', zh: '<p>烤</p>' },
    mainPicture: { en: pic, zh: pic },
  };
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['names', { name: { en: 'x' } }, { 'name.zh': 'validation.required' }],
    ['preparation time', { preparationTime: undefined }, { preparationTime: 'validation.required' }],
    ['integers', { calories: 10.5 }, { calories: 'validation.integer' }],
    [
      "'Please set main pictures'",
      { mainPicture: { en: null, zh: pic } },
      { mainPicture: 'validation.setMainPictures' },
    ],
  ])('%s', (_n, over, expected) => {
    expect(fields(RecipeCreate, { ...recipe, ...over })).toEqual(expected);
  });
  it('defaults to unpublished and not pinned; media types; quickie under 30 minutes', () => {
    expect(v.parse(RecipeCreate, recipe)).toMatchObject({ status: 'discontinued', pinTop: false });
    expect(['a.JPG', 'b.mp4', 'c.webp'].map(recipeMediaAccepted)).toEqual([true, true, false]);
    expect([
      isQuickie({ preparationTime: 20, bakingTime: 9 }),
      isQuickie({ preparationTime: 20, bakingTime: 10 }),
    ]).toEqual([true, false]);
  });
});

describe('stock dialog and movements', () => {
  const adj = { productId: u(1), quantity: 3, type: 'manual_remove', bucket: 'free', comment: 'broken jar' };
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["'Please add a comment'", { comment: ' ' }, { comment: 'stock.errors.commentRequired' }],
    ['missing comment', { comment: undefined }, { comment: 'stock.errors.commentRequired' }],
    ['confirm disabled at 0', { quantity: 0 }, { quantity: 'validation.min' }],
    ['direction must match the type', { direction: 'in' }, { direction: 'validation.invalid' }],
  ])('%s', (_n, over, expected) => {
    expect(fields(StockAdjustment, { ...adj, ...over })).toEqual(expected);
  });
  it('the direction follows the type', () => {
    expect(v.parse(StockAdjustment, adj).direction).toBe('out');
    expect(v.parse(StockAdjustment, { ...adj, type: 'manual_add' }).direction).toBe('in');
  });
  it('a movement carries its type, status and date', () => {
    const m = {
      product: u(1),
      type: 'purchase_order',
      status: 'purchased',
      date: '2025-03-10',
      movementStock: 20,
    };
    expect(fields(StockMovementCreate, m)).toEqual({});
    expect(fields(StockMovementCreate, { ...m, type: 'gift' })).toEqual({ type: 'validation.required' });
  });
});

describe('purchase order validation rules', () => {
  const po = {
    supplier: u(60),
    date: '2025-03-10',
    purchaseOrderItems: [{ product: u(1), quantity: 3, unitPrice: 11300, vatPercentage: 13 }],
  };
  it('is created unpaid and pending', () => {
    expect(v.parse(PurchaseOrderBody, po)).toMatchObject({
      payment_status: 'unpaid',
      stock_status: 'pending',
    });
    expect(fields(PurchaseOrderBody, { ...po, payment_status: 'paid' })).toEqual({
      payment_status: 'validation.invalid',
    });
  });
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['supplier', { supplier: undefined }, { supplier: 'validation.required' }],
    ['date', { date: undefined }, { date: 'validation.required' }],
    [
      'quantity integer',
      { purchaseOrderItems: [{ ...po.purchaseOrderItems[0], quantity: 1.5 }] },
      { 'purchaseOrderItems.0.quantity': 'validation.integer' },
    ],
    [
      'unit price',
      { purchaseOrderItems: [{ ...po.purchaseOrderItems[0], unitPrice: undefined }] },
      { 'purchaseOrderItems.0.unitPrice': 'validation.required' },
    ],
    [
      'VAT max 100',
      { purchaseOrderItems: [{ ...po.purchaseOrderItems[0], vatPercentage: 120 }] },
      { 'purchaseOrderItems.0.vatPercentage': 'validation.max' },
    ],
    [
      'a total is never sent',
      { purchaseOrderItems: [{ ...po.purchaseOrderItems[0], totalPrice: 1 }] },
      { 'purchaseOrderItems.0.totalPrice': 'validation.invalid' },
    ],
  ])('%s', (_n, over, expected) => {
    expect(fields(PurchaseOrderBody, { ...po, ...over })).toEqual(expected);
  });
  it('status updates carry one field and the version they were made from', () => {
    expect(v.safeParse(PurchaseOrderStatusUpdate, { stock_status: 'received', version: 1 }).success).toBe(
      true,
    );
    expect(
      v.safeParse(PurchaseOrderStatusUpdate, { payment_status: 'paid', bankTransferID: 'TX-1', version: 1 })
        .success,
    ).toBe(true);
    expect(v.safeParse(PurchaseOrderStatusUpdate, { stock_status: 'received' }).success).toBe(false);
    expect(v.safeParse(PurchaseOrderStatusUpdate, { stock_status: 'pending', version: 1 }).success).toBe(
      false,
    );
    expect(fields(InvoiceGenerate, { offers: [] })).toEqual({ offers: 'validation.required' });
  });
});

describe('team member — the foundation schema, read with the domain messages', () => {
  it.each<[string, unknown, Record<string, string>]>([
    [
      "'Not valid Email'",
      { name: 'Ann', role: 'admin', email: 'ann@', password: 'longenough' },
      { email: 'validation.invalidEmail' },
    ],
    [
      'password required on create',
      { name: 'Ann', role: 'admin', email: 'ann@x.cn' },
      { password: 'validation.required' },
    ],
    [
      'name, role and e-mail required',
      { password: 'longenough' },
      { name: 'validation.required', email: 'validation.required', role: 'validation.required' },
    ],
  ])('%s', (_n, input, expected) => {
    expect(fields(UserCreate, input)).toEqual(expected);
  });
  it('password optional on update', () => expect(fields(UserUpdate, { name: 'Ann' })).toEqual({}));
});
