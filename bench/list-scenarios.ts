import { Kysely, PostgresDialect } from 'kysely';
import { COMMUNITY_IDS } from '../domain/communities.ts';
import { OFFER_SERVICES } from '../domain/finance/resource.ts';
import { parseListQuery } from '../domain/list-protocol.ts';
import { listSearchParams } from '../domain/list-wire.ts';
import { ORDERS } from '../domain/orders/resource.ts';
import { createDb } from '../server/db/pool.ts';
import type { Database } from '../server/db/types.ts';
import { serviceOffersSource } from '../server/finance/services.ts';
import { type CommunityScope, type ListSource, runList } from '../server/lists/runner.ts';
import { ordersSource } from '../server/orders/list.ts';
import { catalogueScenarios } from './list-scenarios-catalogue.ts';

/** One list call as a screen makes it: who calls, and the query string. */
export interface Scenario {
  key: string;
  label: string;
  email: string;
  /** the API path of the call, e.g. /api/orders/details */
  path: string;
  params: URLSearchParams;
  /** the SQL the product ran for it, in execution order (for the floor and the count timing) */
  statements: { sql: string; parameters: unknown[] }[];
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** A list call to measure: the list source it runs and the caller's community scope. */
export interface ScenarioDef {
  key: string;
  label: string;
  email: string;
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: sources of every row type are measured alike
  source: ListSource<any, any>;
  scope: CommunityScope;
  params: URLSearchParams;
}

/** The scenarios whose key is in `only` (all when empty), each with the SQL the product ran for it. */
export async function scenarios(url: string, only: readonly string[] = []): Promise<Scenario[]> {
  const { pool, close } = createDb(url, 2);
  try {
    const defs = [
      ...(await orderScenarios(pool)),
      ...(await catalogueScenarios(pool)),
      ...(await financeScenarios(pool)),
    ].filter((d) => !only.length || only.includes(d.key));
    const out: Scenario[] = [];
    for (const d of defs) {
      const statements: Scenario['statements'] = [];
      // the product's own query code, with a Kysely that records what it sends
      const db = new Kysely<Database>({
        dialect: new PostgresDialect({ pool }),
        log: (e) => {
          if (e.level === 'query') statements.push({ sql: e.query.sql, parameters: [...e.query.parameters] });
        },
      });
      const q = parseListQuery(d.source.def.spec, Object.fromEntries(d.params));
      if (!q.ok) throw new Error(`${d.key}: ${q.error.field} ${q.error.message}`);
      await runList(db, d.source, q.value, d.scope);
      out.push({ key: d.key, label: d.label, email: d.email, path: d.path, params: d.params, statements });
    }
    return out;
  } finally {
    await close();
  }
}

/** The tabs of /orders-services (src/features/orders/ServicesOrdersList.tsx) and their payment state. */
const SERVICE_TABS = [
  ['all', null],
  ['pending', 'pending'],
  ['paid', 'paid'],
  ['ccl', 'ccl'],
  ['refund', 'refunding'],
  ['refunded', 'rfd'],
] as const;

/**
 * The order list calls measured. Services list: a customer hero (scoped to kitchen and garden) on
 * kitchen's pending and paid orders of the last 90 days, newest first, first page; the same with
 * a customer-name search; the live page: every wechat-group order of one offer, the latest bench
 * offer, by order date (the live grid asks for the whole list at once).
 */
async function orderScenarios(pool: ReturnType<typeof createDb>['pool']): Promise<ScenarioDef[]> {
  const offer = await pool.query<{ id: string }>(
    `SELECT id FROM offers WHERE internal_name LIKE 'bench-%' AND channel <> 'miniprogram'
     ORDER BY starting_date DESC LIMIT 1`,
  );
  const hero = await pool.query<{ communities: string[] }>(
    `SELECT communities FROM users WHERE email = 'customer-hero@demo.comptoir'`,
  );
  const heroScope = hero.rows[0]?.communities ?? [];
  const now = new Date();
  const services = {
    community: COMMUNITY_IDS.kitchen,
    paymentStatus: ['pending', 'paid'],
    createdAt: { gte: day(new Date(now.getTime() - 90 * 86_400_000)), lte: day(now) },
  };
  const common = { path: ORDERS.ops.list.path, source: ordersSource };
  return [
    {
      ...common,
      key: 'services',
      label: 'Services order list (community, payment, 90 days, createdAt desc, 0-79)',
      email: 'customer-hero@demo.comptoir',
      scope: heroScope,
      params: listSearchParams({ sort: ['createdAt', 'DESC'], range: [0, 79], filter: services }),
    },
    // the search as one call, then as the console asks it (useListData): the page alone, what
    // the reader waits for before the rows draw, and the count that fills the total after
    ...(
      [
        ['search', 'Same, with a customer-name search ("martin")', undefined],
        ['search-page', 'Same search, the page alone (total=later), as the console asks it', 'later'],
        ['search-total', 'Same search, its total alone (total=only)', 'only'],
      ] as const
    ).map(([key, label, total]) => ({
      ...common,
      key,
      label,
      email: 'customer-hero@demo.comptoir',
      scope: heroScope,
      params: listSearchParams({
        sort: ['createdAt', 'DESC'],
        range: [0, 79],
        filter: { ...services, customerName: 'martin' },
        total,
      }),
    })),
    // each tab of /orders-services as it opens: type service, the tab's payment state, newest first
    ...SERVICE_TABS.map(([tab, paymentState]) => ({
      ...common,
      key: `services-tab-${tab}`,
      label: `Services list, tab ${tab} (type service${paymentState ? `, ${paymentState}` : ''}, createdAt desc, 0-79)`,
      email: 'customer-hero@demo.comptoir',
      scope: heroScope,
      params: listSearchParams({
        sort: ['createdAt', 'DESC'],
        range: [0, 79],
        filter: { type: 'service' },
        tabFilter: paymentState ? { paymentState } : undefined,
      }),
    })),
    {
      ...common,
      key: 'direct-sales',
      label: 'Direct sales order list (type direct_sale or daily, admin, createdAt desc, 0-79)',
      email: 'admin@demo.comptoir',
      scope: null,
      params: listSearchParams({
        sort: ['createdAt', 'DESC'],
        range: [0, 79],
        filter: { type: ['direct_sale', 'daily'] },
      }),
    },
    {
      ...common,
      key: 'live',
      label: 'Live page: one offer, wechat group, orderDate desc, whole list',
      email: 'admin@demo.comptoir',
      scope: null,
      params: listSearchParams({
        sort: ['orderDate', 'DESC'],
        range: [0, 9999],
        filter: { offer: offer.rows[0]!.id, channel: 'wechat_group' },
      }),
    },
  ];
}

/**
 * The offers tab of /services as finance opens it: offers of services suppliers in finance's
 * communities, latest ending first, first page, each row with its figures (or its invoice's).
 */
async function financeScenarios(pool: ReturnType<typeof createDb>['pool']): Promise<ScenarioDef[]> {
  const finance = await pool.query<{ communities: string[] }>(
    `SELECT communities FROM users WHERE email = 'finance@demo.comptoir'`,
  );
  return [
    {
      key: 'services-offers',
      label: 'Services page, offers tab (finance, endingDate desc, 0-79)',
      email: 'finance@demo.comptoir',
      path: OFFER_SERVICES.ops.list.path,
      source: serviceOffersSource,
      scope: finance.rows[0]?.communities ?? [],
      params: listSearchParams({ sort: ['endingDate', 'DESC'], range: [0, 79], filter: {} }),
    },
  ];
}
