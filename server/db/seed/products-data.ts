import type { ProductTypeName } from '../../../domain/products/types.ts';

/**
 * The demo catalogue beyond the live offers' products: base products per type (English, Chinese),
 * combined with qualifiers into some three hundred distinct names.
 */
export const BASES: Record<Exclude<ProductTypeName, 'pet'>, [string, string][]> = {
  vegetables: [
    ['Spinach', '菠菜'],
    ['Carrots', '胡萝卜'],
    ['Broccoli', '西兰花'],
    ['Bok choy', '小白菜'],
    ['Cherry tomatoes', '樱桃番茄'],
    ['Zucchini', '西葫芦'],
    ['Kale', '羽衣甘蓝'],
    ['Asparagus', '芦笋'],
  ],
  fruits: [
    ['Apples', '苹果'],
    ['Blueberries', '蓝莓'],
    ['Mangoes', '芒果'],
    ['Kiwis', '猕猴桃'],
    ['Grapes', '葡萄'],
    ['Pears', '梨'],
    ['Lychees', '荔枝'],
    ['Peaches', '桃子'],
  ],
  meat: [
    ['Pork belly', '五花肉'],
    ['Lamb chops', '羊排'],
    ['Beef tenderloin', '牛里脊'],
    ['Chicken thighs', '鸡腿肉'],
    ['Duck breast', '鸭胸'],
    ['Minced beef', '牛肉末'],
  ],
  seafood: [
    ['Tiger prawns', '虎虾'],
    ['Scallops', '扇贝'],
    ['Cod fillet', '鳕鱼排'],
    ['Mussels', '青口'],
    ['Squid', '鱿鱼'],
    ['Hairy crab', '大闸蟹'],
  ],
  dairy: [
    ['Whole milk', '全脂牛奶'],
    ['Butter', '黄油'],
    ['Fresh cream', '淡奶油'],
    ['Kefir', '开菲尔'],
    ['Skyr', '冰岛酸奶'],
  ],
  cheese: [
    ['Brie', '布里奶酪'],
    ['Camembert', '卡门贝尔奶酪'],
    ['Roquefort', '洛克福奶酪'],
    ['Gouda', '高达奶酪'],
    ['Parmesan', '帕玛森奶酪'],
    ['Mozzarella', '马苏里拉奶酪'],
  ],
  eggs: [
    ['Duck eggs', '鸭蛋'],
    ['Quail eggs', '鹌鹑蛋'],
    ['Organic eggs', '有机鸡蛋'],
  ],
  bakery: [
    ['Baguette', '法棍'],
    ['Croissants', '可颂'],
    ['Brioche', '布里欧修'],
    ['Rye bread', '黑麦面包'],
    ['Bagels', '贝果'],
  ],
  grocery: [
    ['Olive oil', '橄榄油'],
    ['Basmati rice', '印度香米'],
    ['Penne pasta', '通心粉'],
    ['Wildflower honey', '百花蜜'],
    ['Maple syrup', '枫糖浆'],
    ['Peanut butter', '花生酱'],
  ],
  snacks: [
    ['Granola', '格兰诺拉麦片'],
    ['Dark chocolate', '黑巧克力'],
    ['Almonds', '杏仁'],
    ['Potato chips', '薯片'],
    ['Dried mango', '芒果干'],
  ],
  ready_meals: [
    ['Lasagna', '千层面'],
    ['Pork dumplings', '猪肉饺子'],
    ['Green curry', '绿咖喱'],
    ['Quiche lorraine', '洛林咸派'],
  ],
  wine: [
    ['Chablis', '夏布利'],
    ['Rioja', '里奥哈'],
    ['Pinot noir', '黑皮诺'],
    ['Prosecco', '普罗塞克'],
    ['Malbec', '马尔贝克'],
  ],
  beer: [
    ['Wheat beer', '小麦啤酒'],
    ['Stout', '世涛啤酒'],
    ['Lager', '拉格啤酒'],
    ['Pale ale', '淡色艾尔'],
  ],
  spirits: [
    ['Cognac', '干邑'],
    ['London dry gin', '伦敦干金酒'],
    ['Single malt whisky', '单一麦芽威士忌'],
    ['Baijiu', '白酒'],
  ],
  coffee: [
    ['Espresso beans', '意式咖啡豆'],
    ['Drip bags', '挂耳咖啡'],
    ['Decaf beans', '低因咖啡豆'],
  ],
  tea: [
    ['Longjing tea', '龙井茶'],
    ['Oolong tea', '乌龙茶'],
    ['Jasmine tea', '茉莉花茶'],
    ['Earl grey', '伯爵茶'],
  ],
  juice: [
    ['Orange juice', '橙汁'],
    ['Apple juice', '苹果汁'],
    ['Coconut water', '椰子水'],
  ],
  pet_food: [
    ['Puppy kibble', '幼犬粮'],
    ['Senior cat food', '老年猫粮'],
    ['Wet cat food', '猫罐头'],
  ],
  pet_treats: [
    ['Dog biscuits', '狗饼干'],
    ['Freeze-dried chicken', '冻干鸡肉'],
    ['Catnip sticks', '猫薄荷棒'],
  ],
  pet_accessories: [
    ['Cat litter', '猫砂'],
    ['Dog leash', '狗绳'],
    ['Pet bowl', '宠物碗'],
    ['Scratching post', '猫抓板'],
  ],
};

export const QUALIFIERS: [string, string][] = [
  ['', ''],
  ['Organic ', '有机'],
  ['Premium ', '精选'],
  ['Family-size ', '家庭装'],
  ['Local ', '本地'],
  ['Imported ', '进口'],
];

/** Where each type is kept (every storage type occurs), its unit, and the hue of its pictures. */
export const TYPE_TRAITS: Record<string, { storage: string[]; unit: 'g' | 'ml' | 'piece'; hue: number }> = {
  vegetables: { storage: ['fresh'], unit: 'g', hue: 110 },
  fruits: { storage: ['fresh'], unit: 'g', hue: 20 },
  meat: { storage: ['fresh', 'frozen'], unit: 'g', hue: 355 },
  seafood: { storage: ['frozen', 'fresh'], unit: 'g', hue: 195 },
  dairy: { storage: ['fresh'], unit: 'ml', hue: 210 },
  cheese: { storage: ['fresh'], unit: 'g', hue: 45 },
  eggs: { storage: ['fresh'], unit: 'piece', hue: 35 },
  bakery: { storage: ['fresh', 'dry'], unit: 'g', hue: 30 },
  grocery: { storage: ['dry'], unit: 'g', hue: 60 },
  snacks: { storage: ['dry'], unit: 'g', hue: 15 },
  ready_meals: { storage: ['frozen'], unit: 'g', hue: 5 },
  wine: { storage: ['dry'], unit: 'ml', hue: 330 },
  beer: { storage: ['dry'], unit: 'ml', hue: 40 },
  spirits: { storage: ['dry'], unit: 'ml', hue: 25 },
  coffee: { storage: ['dry'], unit: 'g', hue: 25 },
  tea: { storage: ['dry'], unit: 'g', hue: 90 },
  juice: { storage: ['fresh', 'dry'], unit: 'ml', hue: 30 },
  pet: { storage: ['dry', 'none'], unit: 'g', hue: 270 },
  pet_food: { storage: ['dry'], unit: 'g', hue: 280 },
  pet_treats: { storage: ['dry'], unit: 'g', hue: 300 },
  pet_accessories: { storage: ['none'], unit: 'piece', hue: 250 },
};

export const DESCRIPTIONS = {
  en: (name: string) =>
    `${name}, selected by our team and delivered to your door. Keep as indicated on the pack.`,
  zh: (name: string) => `${name}，由我们团队精心挑选，送货上门。请按包装说明保存。`,
};

/** The types of the live offers' products (by English name), which the live seed filed broadly. */
export const LIVE_TYPES: Record<string, ProductTypeName> = {
  'Free-range eggs': 'eggs',
  'Organic spinach': 'vegetables',
  'Heirloom tomatoes': 'vegetables',
  'Sweet potatoes': 'vegetables',
  'Whole chicken': 'meat',
  'Greek yogurt': 'dairy',
  'Sourdough loaf': 'bakery',
  'Norwegian salmon fillet': 'seafood',
  Avocados: 'fruits',
  'Aged comté': 'cheese',
  'Bordeaux red 2019': 'wine',
  'Champagne brut': 'wine',
  'Sancerre white': 'wine',
  'Craft IPA six-pack': 'beer',
  'Single-origin beans': 'coffee',
  'Cold brew bottles': 'coffee',
  'Pu-erh tea cake': 'tea',
  'Grain-free dog food': 'pet_food',
  'Cat treats': 'pet_treats',
  'Chew toys': 'pet_accessories',
  'Home chef dinner': 'ready_meals',
  Strawberries: 'fruits',
  'Mandarin oranges': 'fruits',
  'Beef short ribs': 'meat',
};
