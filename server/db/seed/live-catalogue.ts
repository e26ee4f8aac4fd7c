import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { COMMUNITIES } from '../../../domain/communities.ts';
import { CUSTOMER_LEVELS } from '../../../domain/customers/schema.ts';
import type { Database } from '../types.ts';
import { EXPAT_NAMES, intIn, PRODUCTS, pick, STREETS, SUPPLIERS } from './live-data.ts';
import { insertRows, pgArray, seededUuid } from './live-insert.ts';

const SURNAMES = [...'王李张刘陈杨赵黄周吴徐孙马朱胡郭何高林罗'];
const GIVEN = [
  '芳',
  '伟',
  '敏',
  '洋',
  '静',
  '磊',
  '丽',
  '强',
  '杰',
  '娜',
  '明',
  '悦',
  '晨',
  '薇',
  '小龙',
  '雪梅',
  '建国',
  '子涵',
  '思远',
  '佳怡',
];

export interface Catalogue {
  suppliers: string[];
  products: {
    id: string;
    en: string;
    zh: string;
    price: number;
    weight: number;
    unit: string;
    supplier: number;
  }[];
  customers: { id: string; name: string; communities: string[] }[];
}

/**
 * What the customer pages show beyond order entry (pets, fapiao, a second address), taken from
 * the customer's index rather than the shared random stream, so every other seeded value stays
 * what it was.
 */
const PET_NAMES = ['Mochi', 'Doudou', 'Biscuit', '豆豆', 'Luna', 'Tofu'];
function customerExtras(i: number, name: string): Record<string, unknown> {
  const pets =
    i % 3 === 0
      ? [
          {
            name: PET_NAMES[i % PET_NAMES.length],
            type: i % 2 ? 'cat' : 'dog',
            size: ['small', 'middle', 'large'][i % 3 ? 1 : (i / 3) % 3],
          },
        ]
      : [];
  return {
    pets,
    fapiao_information:
      i % 5 === 0 ? JSON.stringify(`${name} · 91310000MA1${String(i).padStart(6, '0')}`) : null,
  };
}
function officeAddress(i: number, area: { id: string; city: string } | null, phone: string, name: string) {
  if (i % 4 !== 0 || !area) return [];
  return [
    {
      type: 'office',
      city: area.city,
      area: area.id,
      detailedAddress: `${100 + i} Huaihai Middle Rd, Floor ${1 + (i % 20)}`,
      phone,
      contact: name,
      zipCode: '200020',
      comment: '',
    },
  ];
}

export async function seedCatalogue(db: Kysely<Database>, rnd: () => number): Promise<Catalogue> {
  const suppliers = SUPPLIERS.map(() => seededUuid(rnd));
  await insertRows(
    db,
    'suppliers',
    SUPPLIERS.map((s, i) => ({
      id: suppliers[i],
      name: s.name,
      type: s.type,
      vat: s.vat,
      commission: s.commission,
    })),
  );
  const products = PRODUCTS.map(([en, zh, supplier, price, weight, unit]) => ({
    id: seededUuid(rnd),
    en,
    zh,
    price,
    weight,
    unit,
    supplier,
  }));
  await insertRows(
    db,
    'products',
    products.map((p, i) => ({
      id: p.id,
      product_id: `P${String(i + 1).padStart(4, '0')}`,
      name_en: p.en,
      name_zh: p.zh,
      supplier_id: suppliers[p.supplier],
      product_type: p.supplier === 4 ? 'pet' : p.supplier === 2 ? 'wine' : 'grocery',
      price: Math.round(p.price * 0.7),
      retail_price: p.price,
      weight: p.weight,
      weight_type: p.unit,
      stock: intIn(rnd, 0, 400),
      free_stock: intIn(rnd, 0, 40),
    })),
  );

  const leafAreas = await leafDeliveryAreas(db);
  const customers: Catalogue['customers'] = [];
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < 160; i++) {
    const chinese = rnd() < 0.6;
    const name = chinese
      ? `${pick(rnd, SURNAMES)}${pick(rnd, GIVEN)}`
      : i < 80
        ? EXPAT_NAMES[i % EXPAT_NAMES.length]!
        : `${pick(rnd, EXPAT_NAMES).split(' ')[0]} ${pick(rnd, EXPAT_NAMES).split(' ')[1]}`;
    const id = seededUuid(rnd);
    const comms = COMMUNITIES.filter(() => rnd() < 0.35).map((c) => c.id);
    if (comms.length === 0) comms.push(pick(rnd, COMMUNITIES).id);
    const phone = `1${intIn(rnd, 30, 89)}${String(intIn(rnd, 0, 99_999_999)).padStart(8, '0')}`;
    const area = leafAreas.length ? pick(rnd, leafAreas) : null;
    customers.push({ id, name, communities: comms });
    rows.push({
      id,
      name,
      level: pick(rnd, CUSTOMER_LEVELS),
      wechat_id: chinese ? `wx_${id.slice(0, 6)}` : name.toLowerCase().replace(/[^a-z]/g, ''),
      status: i % 40 === 39 ? 'discontinued' : 'available',
      addresses: [
        {
          type: 'home',
          city: area?.city ?? (rnd() < 0.7 ? 'Shanghai' : 'Guangzhou'),
          area: area?.id ?? null,
          detailedAddress: pick(rnd, STREETS),
          phone,
          contact: name,
          zipCode: '200031',
          comment: rnd() < 0.2 ? '放门口 / leave at the door' : '',
        },
        ...officeAddress(i, area, phone, name),
      ],
      contacts: [{ name, phone }],
      wechat_groups: comms.map((c) => ({ community: c, groupNumber: intIn(rnd, 1, 12) })),
      fapiao_emails: rnd() < 0.2 ? [{ email: `invoice${i}@example.com` }] : [],
      ...customerExtras(i, name),
    });
  }
  await insertRows(db, 'customers', rows);

  const vouchers: Record<string, unknown>[] = [];
  for (const c of customers) {
    if (rnd() > 0.4) continue;
    const n = intIn(rnd, 1, 2);
    for (let k = 0; k < n; k++) {
      const status = pick(rnd, ['validated', 'validated', 'validated', 'pending', 'ccl']);
      const days = pick(rnd, [30, 60, 90, -5]);
      vouchers.push({
        id: seededUuid(rnd),
        customer_id: c.id,
        reason: pick(rnd, ['gift', 'claim', 'lottery', 'other']),
        amount: pick(rnd, [1000, 2000, 3000, 5000]),
        expiration_date: sql`current_date + ${days}::int`,
        communities: pgArray(c.communities, 'uuid'),
        status,
      });
    }
  }
  await insertRows(db, 'vouchers', vouchers);
  return { suppliers, products, customers };
}

/** Leaf delivery areas of the foundation's seed, with the city (root name) they belong to. */
async function leafDeliveryAreas(db: Kysely<Database>): Promise<{ id: string; city: string }[]> {
  const exists = await sql<{ t: string | null }>`SELECT to_regclass('delivery_areas')::text AS t`.execute(db);
  if (!exists.rows[0]?.t) return [];
  const r = await sql<{ id: string; city: string }>`
    WITH RECURSIVE tree AS (
      SELECT id, name AS city FROM delivery_areas WHERE parent_id IS NULL
      UNION ALL SELECT a.id, t.city FROM delivery_areas a JOIN tree t ON a.parent_id = t.id)
    SELECT t.id, t.city FROM tree t
    WHERE NOT EXISTS (SELECT 1 FROM delivery_areas c WHERE c.parent_id = t.id) ORDER BY t.id`.execute(db);
  return r.rows;
}
