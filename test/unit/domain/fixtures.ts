import type { OfferInput } from '../../../domain/offers/schema.ts';

/** Deterministic uuids: u(1) = 00000000-0000-4000-8000-000000000001. */
export const u = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const IDS = {
  community: u(900),
  area: u(800),
  productA: u(101),
  productB: u(102),
  packA: u(201),
  packB: u(202),
  item1: u(301),
  special: u(401),
  draw: u(501),
};

export const NOW = new Date('2025-03-10T02:00:00.000Z');

/** A valid wechat_group offer starting tomorrow; tests override what they exercise. */
export function offerInput(over: Partial<OfferInput> = {}): OfferInput {
  return {
    internalName: 'Spring cheese',
    community: IDS.community,
    channel: 'wechat_group',
    name: { en: 'Spring cheese', zh: '春季奶酪' },
    startingDate: '2025-03-11T01:00:00.000Z',
    endingDate: '2025-03-12T13:55:00.000Z',
    fees: [{ area: IDS.area, rules: [{ type: 'flat', fee: 1000 }] }],
    deliveryDates: ['2025-03-14'],
    wechatGroup: {
      packs: [
        {
          id: IDS.packA,
          name: { en: 'Pack A', zh: '套餐A' },
          stock: 10,
          price: 5000,
          products: [{ product: IDS.productA, quantity: 1, weightType: 'g', weight: 500 }],
        },
      ],
      singleItems: [
        { id: IDS.item1, product: IDS.productB, quantity: 1, weightType: 'piece', stock: 20, price: 1200 },
      ],
    },
    ...over,
  };
}
