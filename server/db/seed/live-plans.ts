import { COMMUNITY_IDS } from '../../../domain/communities.ts';
import type { SeededOffer } from './live-offers.ts';

/** The five seeded offers: one live per channel setting (free-fall, bourse, regular), one coming, one over. */
export interface Plan {
  internal: string;
  name: { en: string; zh: string };
  community: string;
  channel: SeededOffer['channel'];
  type: 'regular' | 'free_fall' | 'bourse' | 'cave';
  days: [number, number];
  supplier: number;
  /** product indexes of Catalogue.products: packs take 2-3 of them, add-ons one each */
  packs: number[][];
  items: number[];
}

export const PLANS: Plan[] = [
  {
    internal: 'Weekend farm box (free fall)',
    name: { en: 'Weekend Farm Box', zh: '周末农场箱' },
    community: COMMUNITY_IDS.kitchen,
    channel: 'all',
    type: 'free_fall',
    days: [-2, 3],
    supplier: 0,
    packs: [
      [1, 2, 3],
      [0, 4],
      [21, 22],
    ],
    items: [0, 21, 6],
  },
  {
    internal: 'Coffee bourse (wechat)',
    name: { en: 'Coffee Bourse', zh: '咖啡交易所' },
    community: COMMUNITY_IDS.garden,
    channel: 'wechat_group',
    type: 'bourse',
    days: [-1, 4],
    supplier: 3,
    packs: [
      [14, 15],
      [16, 14],
    ],
    items: [14, 15, 16],
  },
  {
    internal: 'Pet week (mini-programme)',
    name: { en: 'Pet Week', zh: '宠物周' },
    community: COMMUNITY_IDS.petCorner,
    channel: 'miniprogram',
    type: 'regular',
    days: [-3, 2],
    supplier: 4,
    packs: [
      [17, 18],
      [19, 18],
    ],
    items: [18, 19],
  },
  {
    internal: 'Bordeaux night (coming)',
    name: { en: 'Bordeaux Night', zh: '波尔多之夜' },
    community: COMMUNITY_IDS.cellar,
    channel: 'all',
    type: 'cave',
    days: [5, 9],
    supplier: 2,
    packs: [
      [10, 12],
      [11, 10],
    ],
    items: [13],
  },
  {
    internal: 'Spring strawberries (over)',
    name: { en: 'Spring Strawberries', zh: '春季草莓' },
    community: COMMUNITY_IDS.farm,
    channel: 'all',
    type: 'regular',
    days: [-14, -10],
    supplier: 0,
    packs: [
      [21, 5],
      [21, 22, 8],
    ],
    items: [21, 7],
  },
];
