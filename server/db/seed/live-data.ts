/**
 * Fixed catalogue of the live seed: realistic suppliers, products and customer names (Chinese and
 * expatriate), so the live page, lists and searches look like the business they serve.
 */
export const SUPPLIERS = [
  { name: 'Happy Farm 幸福农场', type: 'direct_sales', vat: 9, commission: 15 },
  { name: 'Shanghai Fresh Co.', type: 'direct_sales', vat: 13, commission: 12 },
  { name: 'Cave Lumière', type: 'direct_sales', vat: 13, commission: 20 },
  { name: 'Yunnan Highland Coffee', type: 'direct_sales', vat: 13, commission: 10 },
  { name: 'Pet Delights 宠物乐园', type: 'direct_sales', vat: 13, commission: 18 },
  { name: 'Chef at Home Services', type: 'services', vat: 6, commission: 25 },
] as const;

/** [en, zh, supplier index, unit price fen, weight, unit] */
export const PRODUCTS: readonly (readonly [string, string, number, number, number, 'g' | 'ml' | 'piece'])[] =
  [
    ['Free-range eggs', '散养鸡蛋', 0, 2800, 12, 'piece'],
    ['Organic spinach', '有机菠菜', 0, 1200, 500, 'g'],
    ['Heirloom tomatoes', '传家宝番茄', 0, 1800, 1000, 'g'],
    ['Sweet potatoes', '红薯', 0, 900, 1000, 'g'],
    ['Whole chicken', '整鸡', 0, 8800, 1500, 'g'],
    ['Greek yogurt', '希腊酸奶', 1, 2500, 500, 'ml'],
    ['Sourdough loaf', '酸面包', 1, 3200, 800, 'g'],
    ['Norwegian salmon fillet', '挪威三文鱼排', 1, 12800, 500, 'g'],
    ['Avocados', '牛油果', 1, 3900, 4, 'piece'],
    ['Aged comté', '陈年孔泰奶酪', 1, 9800, 250, 'g'],
    ['Bordeaux red 2019', '波尔多红酒 2019', 2, 16800, 750, 'ml'],
    ['Champagne brut', '香槟', 2, 32800, 750, 'ml'],
    ['Sancerre white', '桑塞尔白葡萄酒', 2, 21800, 750, 'ml'],
    ['Craft IPA six-pack', '精酿IPA六瓶装', 2, 9600, 6, 'piece'],
    ['Single-origin beans', '单一产地咖啡豆', 3, 8800, 500, 'g'],
    ['Cold brew bottles', '冷萃咖啡', 3, 4500, 4, 'piece'],
    ['Pu-erh tea cake', '普洱茶饼', 3, 12000, 357, 'g'],
    ['Grain-free dog food', '无谷狗粮', 4, 26800, 2000, 'g'],
    ['Cat treats', '猫零食', 4, 3500, 100, 'g'],
    ['Chew toys', '磨牙玩具', 4, 4200, 3, 'piece'],
    ['Home chef dinner', '私厨晚宴', 5, 88800, 1, 'piece'],
    ['Strawberries', '草莓', 0, 4800, 500, 'g'],
    ['Mandarin oranges', '沙糖桔', 0, 2200, 2500, 'g'],
    ['Beef short ribs', '牛小排', 1, 16800, 600, 'g'],
  ];

export const CHINESE_NAMES = [
  '王芳',
  '李伟',
  '张敏',
  '刘洋',
  '陈静',
  '杨磊',
  '赵丽',
  '黄强',
  '周杰',
  '吴娜',
  '徐明',
  '孙悦',
  '马超',
  '朱琳',
  '胡斌',
  '郭婷',
  '何勇',
  '高欣',
  '林峰',
  '罗佳',
  '郑爽',
  '梁晨',
  '谢薇',
  '宋涛',
  '唐燕',
  '韩雪',
  '冯凯',
  '邓洁',
  '曹阳',
  '彭程',
];
export const EXPAT_NAMES = [
  'Sophie Martin',
  'James Wilson',
  'Emma Schneider',
  'Lucas Dubois',
  'Olivia Brown',
  'Noah Müller',
  'Chloé Bernard',
  'Liam O’Connor',
  'Mia Rossi',
  'Hugo Lefèvre',
  'Isabella Garcia',
  'Ethan Clarke',
  'Léa Fontaine',
  'Daniel Kim',
  'Hannah Becker',
  'Mateo Fernández',
  'Zoe Thompson',
  'Yuki Tanaka',
  'Anna Kowalski',
  'Pierre Laurent',
];
export const STREETS = [
  '淮海中路 1285 弄 3 号',
  'Wulumuqi Rd 180, apt 1202',
  '安福路 322 号 5 楼',
  'Yongkang Rd 46',
  '天河路 208 号 1801 室',
  'Huashan Rd 1520, villa 7',
  '珠江新城 花城大道 85 号',
  'Fuxing Rd 699, 8F',
];

/** The 10 clipboard shortcuts of an offer. */
export const CLIPBOARD = [
  ['pay', '请扫码付款 / Please pay with the QR code'],
  ['addr', '请发送您的地址 / Please send your delivery address'],
  ['deliv', '明天送达 / Delivered tomorrow'],
  ['thanks', '谢谢支持！/ Thank you!'],
  ['stock', '库存有限 / Limited stock'],
  ['fapiao', '需要发票请留言 / Leave a note for a fapiao'],
  ['late', '今晚 8 点截单 / Orders close at 8pm'],
  ['fresh', '当天采摘 / Picked today'],
  ['group', '欢迎新朋友 / Welcome to the group'],
  ['rules', '群规请看公告 / See the group rules'],
] as const;

/** Deterministic PRNG (mulberry32): the same seed gives the same data on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rnd: () => number, xs: readonly T[]): T {
  return xs[Math.floor(rnd() * xs.length)]!;
}

export function intIn(rnd: () => number, lo: number, hi: number): number {
  return lo + Math.floor(rnd() * (hi - lo + 1));
}
