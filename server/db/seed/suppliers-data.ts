/**
 * Demo suppliers beyond the live seed's six: farms, workshops and service providers around
 * Shanghai and Guangzhou, each name in English and Chinese as the business writes them.
 */
export const GOODS_PLACES: readonly [string, string][] = [
  ['Chongming', '崇明'],
  ['Songjiang', '松江'],
  ['Qingpu', '青浦'],
  ['Fengxian', '奉贤'],
  ['Jinshan', '金山'],
  ['Anji', '安吉'],
  ['Hangzhou', '杭州'],
  ['Suzhou', '苏州'],
  ['Ningbo', '宁波'],
  ['Yunnan', '云南'],
  ['Xinjiang', '新疆'],
  ['Hainan', '海南'],
  ['Dalian', '大连'],
  ['Qingdao', '青岛'],
  ['Shaoxing', '绍兴'],
];

export const GOODS_KINDS: readonly [string, string][] = [
  ['Organic Farm', '有机农场'],
  ['Dairy', '乳业'],
  ['Bakery', '烘焙坊'],
  ['Seafood', '海鲜'],
  ['Tea Garden', '茶园'],
  ['Orchard', '果园'],
  ['Butchery', '肉铺'],
  ['Mushroom Co.', '菌菇'],
  ['Rice Mill', '米业'],
  ['Honey', '蜂蜜'],
];

export const SERVICE_KINDS: readonly [string, string][] = [
  ['Home Cleaning', '家政保洁'],
  ['Cooking Classes', '烹饪课堂'],
  ['Pet Grooming', '宠物美容'],
  ['Home Repair', '家居维修'],
  ['Massage Studio', '推拿馆'],
  ['Kids Tutoring', '少儿辅导'],
  ['Laundry', '洗衣'],
  ['Photography', '摄影'],
  ['Flower Workshop', '花艺工坊'],
  ['Yoga Studio', '瑜伽馆'],
];

export const SERVICE_PLACES: readonly [string, string][] = [
  ['Jing’an', '静安'],
  ['Xuhui', '徐汇'],
  ['Pudong', '浦东'],
  ['Tianhe', '天河'],
];

export const CONTACT_NAMES = [
  'Wang Fang',
  'Li Wei',
  'Zhang Min',
  'Liu Yang',
  'Chen Jing',
  'Zhao Lei',
  'Sophie Martin',
  'Huang Xin',
  'Zhou Tao',
  'Wu Hui',
  'Lucas Bernard',
  'Xu Ting',
] as const;

export const JOB_TITLES = ['Sales manager', 'Owner', 'Accountant', 'Logistics', 'Key account'] as const;

export const BANKS = [
  'ICBC Shanghai Branch',
  'Bank of China Xuhui',
  'China Merchants Bank Pudong',
  'China Construction Bank Tianhe',
] as const;
