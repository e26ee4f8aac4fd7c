import { COMMUNITIES } from '../domain/communities.ts';
import { ADDRESS_CITIES } from '../domain/schemas/shared.ts';
import { historyDays as days, type Sizes } from './env.ts';
import { customerRowsSql, productsSql, supplierCount, suppliersSql } from './generate-catalogue.ts';

/**
 * The generator's SQL: every row is made server-side from generate_series and random() (seeded
 * by setseed), so nothing crosses the wire but the statements. Helper tables `bench_*` map a
 * row number to an id for the joins and are dropped at the end.
 */
const COMM = `ARRAY[${COMMUNITIES.map((c) => `'${c.id}'::uuid`).join(',')}]`;
const pick = (list: string[], r = 'random()') =>
  `(ARRAY[${list.map((s) => `'${s}'`).join(',')}])[1 + floor(${r} * ${list.length})::int]`;

// name lists about as varied as a real customer base: a typed surname matches a few per mille
const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤',
];
const GIVEN = [...'芳伟娜敏静丽强磊洋艳勇军杰娟涛明超秀霞平刚桂英华玉兰萍红鹏辉婷雪琳晶丹宇浩凯健俊帆鑫波亮'];
const FIRST = (
  'Marie Julien Sophie Lucas Camille Anna David Emma Louis Chloe Thomas Lea Hugo Manon Nathan Ines Paul ' +
  'Clara Jules Sarah Adam Julie Arthur Laura Victor Alice Leo Eva Gabriel Lisa Raphael Zoe Antoine Mia ' +
  'Maxime Jade Nicolas Lina Pierre Rose Alexandre Elise Olivier Margaux Simon Oceane Martin Pauline Theo ' +
  'Celine Kevin Nina Romain Lucie Vincent Agathe Yann Amelie Bruno Helene'
).split(' ');
const LAST = (
  'Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefebvre Michel ' +
  'Garcia David Bertrand Roux Vincent Fournier Morel Girard Andre Lefevre Mercier Dupont Lambert Bonnet ' +
  'Francois Martinez Legrand Garnier Faure Rousseau Blanc Guerin Muller Henry Roussel Nicolas Perrin ' +
  'Morin Mathieu Clement Gauthier Dumont Lopez Fontaine Chevalier Robin Masson Sanchez Gerard Nguyen ' +
  'Boyer Denis Lemaire Duval Joly Gautier Roger Roche Roy Noel Meyer Lucas Meunier Jean Perez Marchand ' +
  'Dufour Blanchard Marie Barbier Brun Dumas Brunet Schmitt Leroux Colin Fernandez Pierre Renard Arnaud'
).split(' ');
const CITIES = [...ADDRESS_CITIES];
const DISTRICTS = ['静安区', '徐汇区', '浦东新区', '长宁区', '黄浦区', '朝阳区', '海淀区', '天河区'];

export const prepareSql = (s: Sizes): string[] => [
  'SELECT setseed(0.42)',
  `CREATE UNLOGGED TABLE bench_supplier AS
     SELECT g AS n, gen_random_uuid() AS id FROM generate_series(1, ${supplierCount(s)}) g`,
  ...suppliersSql,
  ...productsSql(s),
];

export const customersSql = (s: Sizes): string[] => [
  // the leaves of the delivery area tree, for the addresses' area
  `CREATE UNLOGGED TABLE bench_area AS
     SELECT row_number() OVER (ORDER BY id) AS n, id FROM delivery_areas a
     WHERE NOT EXISTS (SELECT 1 FROM delivery_areas c WHERE c.parent_id = a.id)`,
  `CREATE UNLOGGED TABLE bench_customer AS
     SELECT g AS n, gen_random_uuid() AS id,
       CASE WHEN random() < 0.5 THEN ${pick(SURNAMES)} || ${pick(GIVEN)} || CASE WHEN random() < 0.5 THEN ${pick(GIVEN)} ELSE '' END
            ELSE ${pick(FIRST)} || ' ' || ${pick(LAST)} END AS name,
       jsonb_build_object('type', ${pick(['home', 'home', 'office', 'other'])}, 'city', ${pick(CITIES)},
         'area', (SELECT id FROM bench_area WHERE n = 1 + (g::bigint * 7919) % (SELECT count(*) FROM bench_area)),
         'detailedAddress', ${pick(DISTRICTS)} || (1 + floor(random() * 999))::int || '号 ' || (1 + floor(random() * 30))::int || '楼',
         'phone', '138' || lpad((floor(random() * 1e8))::bigint::text, 8, '0'), 'contact', '', 'zipCode', '',
         'comment', '') AS addr,
       random() AS r
     FROM generate_series(1, ${s.customers}) g`,
  `ALTER TABLE bench_customer ADD PRIMARY KEY (n)`,
  ...customerRowsSql(s),
  `INSERT INTO vouchers (customer_id, reason, amount, expiration_date, communities, status, created_at)
     SELECT c.id, ${pick(['gift', 'claim', 'lottery', 'cancel_order', 'other'])}, (1 + floor(random() * 10))::int * 1000,
            (now() + (random() * 400 - 200) * interval '1 day')::date, ARRAY[(${COMM})[1 + floor(random() * 5)::int]],
            ${pick(['pending', 'validated', 'validated', 'used', 'declined', 'ccl'])}, now() - random() * ${days(s)} * interval '1 day'
     FROM bench_customer c WHERE random() < 0.3`,
];

/** Offers spread over the set's years ending today; each sells packs A, B and one add-on per channel. */
export const offersSql = (s: Sizes): string[] => [
  `CREATE UNLOGGED TABLE bench_offer AS
     SELECT g AS n, gen_random_uuid() AS id, (${COMM})[1 + g % 5] AS community_id,
       CASE WHEN g % 10 < 6 THEN 'wechat_group' WHEN g % 10 < 9 THEN 'all' ELSE 'miniprogram' END AS channel,
       now() - interval '${days(s)} days' + (g - 1) * (interval '${days(s) - 3} days' / ${s.offers}) AS starts
     FROM generate_series(1, ${s.offers}) g`,
  `ALTER TABLE bench_offer ADD PRIMARY KEY (n)`,
  `INSERT INTO offers (id, internal_name, community_id, supplier_id, channel, name, starting_date, ending_date,
                      wechat_group, miniprogram, created_at)
     SELECT o.id, 'bench-' || o.n, o.community_id, (SELECT id FROM bench_supplier WHERE n = 1 + o.n % 50), o.channel,
       jsonb_build_object('en', 'Offer ' || o.n, 'zh', '团购 ' || o.n), o.starts, o.starts + interval '3 days',
       CASE WHEN o.channel <> 'miniprogram' THEN '{"bourses":[],"zikoSpecials":[],"lotteryEnable":false}'::jsonb END,
       CASE WHEN o.channel <> 'wechat_group' THEN '{"bourses":[],"zikoSpecials":[],"lotteryEnable":false}'::jsonb END,
       o.starts - interval '2 days'
     FROM bench_offer o`,
  `CREATE UNLOGGED TABLE bench_line AS
     SELECT o.n AS offer_n, o.id AS offer_id, ch, k.kind, k.pos, gen_random_uuid() AS id,
            1 + floor(random() * ${s.products})::int AS product_n, (2000 + floor(random() * 30000))::bigint AS price
     FROM bench_offer o
     CROSS JOIN unnest(ARRAY['wechat_group', 'miniprogram']) ch
     CROSS JOIN (VALUES ('pack', 1), ('pack', 2), ('item', 1)) k (kind, pos)
     WHERE o.channel IN ('all', ch)`,
  `CREATE INDEX ON bench_line (offer_n, ch, kind, pos)`,
  `INSERT INTO offer_lines (id, offer_id, channel, kind, position, name, short_name, product_id, products,
                           stock, actual_stock, price, weight, weight_type)
     SELECT l.id, l.offer_id, l.ch, l.kind, l.pos,
       jsonb_build_object('en', p.name_en, 'zh', p.name_zh), CASE WHEN l.kind = 'pack' THEN chr(64 + l.pos) ELSE 'Item' END,
       CASE WHEN l.kind = 'item' THEN p.id END,
       CASE WHEN l.kind = 'pack' THEN jsonb_build_array(jsonb_build_object('product', p.id, 'quantity', 2)) ELSE '[]' END,
       1000000, 1000000, l.price, 500, 'g'
     FROM bench_line l JOIN bench_product p ON p.n = l.product_n`,
];
