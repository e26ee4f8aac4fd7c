import { type Kysely, sql } from 'kysely';
import { PAYMENT_TERMS, type SupplierContact } from '../../../domain/suppliers/schema.ts';
import type { Database } from '../types.ts';
import { AREA_TREE, type AreaSeed } from './areas-data.ts';
import { demoAreaId } from './foundation.ts';
import { seedDate, seedId } from './ids.ts';
import type { SeedModule } from './index.ts';
import { intIn, pick, prng, STREETS } from './live-data.ts';
import { insertRows } from './live-insert.ts';
import {
  BANKS,
  CONTACT_NAMES,
  GOODS_KINDS,
  GOODS_PLACES,
  JOB_TITLES,
  SERVICE_KINDS,
  SERVICE_PLACES,
} from './suppliers-data.ts';

type Rnd = () => number;

/** The ids of a city's districts and neighbourhoods in the demo area tree. */
function areasOf(city: string): string[] {
  const out: string[] = [];
  const walk = (n: AreaSeed, path: string) => {
    for (const c of n.children ?? []) {
      out.push(demoAreaId(`${path}/${c.name}`));
      walk(c, `${path}/${c.name}`);
    }
  };
  const root = AREA_TREE.find((n) => n.name === city);
  if (root) walk(root, root.name);
  return out;
}

function contacts(rnd: Rnd, company: string): SupplierContact[] {
  return Array.from({ length: intIn(rnd, 1, 3) }, () => {
    const name = pick(rnd, CONTACT_NAMES);
    const handle = name.toLowerCase().replace(/\s+/g, '.');
    return {
      contactName: name,
      contactPhone: `13${intIn(rnd, 0, 9)} ${intIn(rnd, 1000, 9999)} ${intIn(rnd, 1000, 9999)}`,
      contactEmail: `${handle}@${company.toLowerCase().replace(/[^a-z]+/g, '')}.cn`,
      contactWechatID: handle.replace('.', '_'),
      contactJobTitle: pick(rnd, JOB_TITLES),
      contactComment: rnd() < 0.3 ? 'Prefers WeChat messages before 10:00' : '',
      bankInformation: `${pick(rnd, BANKS)} · 6222 ${intIn(rnd, 1000, 9999)} ${intIn(rnd, 1000, 9999)} ${intIn(rnd, 1000, 9999)}`,
    };
  });
}

/** The record's address and contact fields, for a new supplier or one of the live seed's. */
function details(rnd: Rnd, english: string) {
  const city = rnd() < 0.8 ? 'Shanghai' : 'Guangzhou';
  const areas = areasOf(city);
  return {
    phone: `0${city === 'Shanghai' ? 21 : 20} ${intIn(rnd, 5000, 6999)} ${intIn(rnd, 1000, 9999)}`,
    wechat_id: english
      .toLowerCase()
      .replace(/[^a-z]+/g, '_')
      .replace(/^_|_$/g, ''),
    address_name: rnd() < 0.5 ? 'Warehouse' : 'Office',
    address_city: city,
    address_zip_code: city === 'Shanghai' ? `200${intIn(rnd, 0, 99).toString().padStart(3, '0')}` : '510000',
    address_area: areas.length ? pick(rnd, areas) : null,
    address_details: `${intIn(rnd, 1, 899)} ${pick(rnd, STREETS)}`,
    contacts: contacts(rnd, english),
    payment_term: pick(rnd, PAYMENT_TERMS),
  };
}

/** ~50 suppliers of both types with full records; the live seed's six get their details too. */
export async function seedSuppliers(db: Kysely<Database>): Promise<void> {
  const rnd = prng(20_260_513);
  // the live seed's suppliers keep their ids (offers, orders and products point at them)
  const live = await db.selectFrom('suppliers').select(['id', 'name']).orderBy('name').execute();
  for (const s of live) {
    const d = details(rnd, s.name);
    await db
      .updateTable('suppliers')
      .set({ ...d, contacts: JSON.stringify(d.contacts) })
      .where('id', '=', s.id)
      .execute();
  }
  const rows: Record<string, unknown>[] = [];
  const add = (en: string, zh: string, type: 'direct_sales' | 'services') => {
    const name = `${en} ${zh}`;
    const r = rnd();
    rows.push({
      id: seedId('supplier', en),
      name,
      type,
      vat: type === 'direct_sales' ? pick(rnd, [9, 13, 13, 6]) : 0,
      commission: type === 'services' ? pick(rnd, [8, 10, 12.5, 15, 20]) : 0,
      status: r < 0.8 ? 'available' : r < 0.92 ? 'ongoing' : 'discontinued',
      ...details(rnd, en),
      created_at: seedDate(rows.length * 7, intIn(rnd, 0, 9)),
    });
  };
  GOODS_PLACES.forEach(([place, placeZh], i) => {
    for (const k of [i % GOODS_KINDS.length, (i + 3) % GOODS_KINDS.length]) {
      const [kind, kindZh] = GOODS_KINDS[k]!;
      add(`${place} ${kind}`, `${placeZh}${kindZh}`, 'direct_sales');
    }
  });
  SERVICE_KINDS.forEach(([kind, kindZh], i) => {
    for (const p of [i % SERVICE_PLACES.length, (i + 1) % SERVICE_PLACES.length]) {
      const [place, placeZh] = SERVICE_PLACES[p]!;
      add(`${place} ${kind}`, `${placeZh}${kindZh}`, 'services');
    }
  });
  await insertRows(db, 'suppliers', rows);
  await sql`UPDATE suppliers SET updated_at = created_at WHERE updated_at < created_at`.execute(db);
}

export const suppliersSeed: SeedModule = { name: 'suppliers', order: 30, run: (trx) => seedSuppliers(trx) };
