import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect } from '@playwright/test';
import pg from 'pg';
import { type Api, apiAs } from './live-typing.ts';

/** One statement on the demo server's database (playwright.config.ts): what time or others would do. */
export async function onDemoDatabase<R extends pg.QueryResultRow>(
  text: string,
  values: unknown[],
): Promise<R[]> {
  const port = Number(process.env.E2E_PORT ?? 3900);
  const pgPort = Number(process.env.E2E_PG_PORT ?? 54390);
  const pw = readFileSync(`.e2e-data-${port}/pg-password`, 'utf8').trim();
  const c = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(pw)}@127.0.0.1:${pgPort}/comptoir`,
  });
  await c.connect();
  try {
    return (await c.query<R>(text, values)).rows;
  } finally {
    await c.end();
  }
}

/** Time moved on the demo server, as it would pass: the offer started an hour ago. */
export async function startNow(offerId: string): Promise<void> {
  await onDemoDatabase(
    `UPDATE offers SET starting_date = date_trunc('hour', now()) - interval '1 hour' WHERE id = $1`,
    [offerId],
  );
}

const DAY = 86_400_000;
const day = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

export interface OwnOffer {
  id: string;
  offerID: number;
  internalName: string;
}

/**
 * A live offer of the test's own, the same packs, add-ons and stock as a seeded live one (by the
 * start of its internal name): the test's orders, stock figures and payments are its alone, so
 * the files running beside it cannot move what it reads. Made by the offer form's own calls (the
 * duplicate draft, a create), then started an hour ago, as time would. Its community is the
 * seeded one's, so the roles of that community see it.
 */
export async function ownLiveOffer(
  request: APIRequestContext,
  seeded = 'Weekend farm box',
): Promise<OwnOffer> {
  // the admin makes it: the roles under test may not create offers
  const headers = { Authorization: `Bearer ${(await apiAs(request, 'admin@demo.comptoir')).token}` };
  const filter = encodeURIComponent(JSON.stringify({ timing: 'live' }));
  const live = (await (await request.get(`/api/offers/details?filter=${filter}`, { headers })).json()) as {
    id: string;
    internalName: string;
  }[];
  const source = live.find((o) => o.internalName.startsWith(seeded));
  expect(source, `the seeded live offer ${seeded}`).toBeTruthy();
  const draft = await (await request.get(`/api/offers/${source!.id}/duplicate`, { headers })).json();
  // names of its own: the tests that look for the seeded offer by its name never find this one
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const internalName = `Own ${seeded} ${tag}`;
  const made = await request.post('/api/offers', {
    headers,
    data: {
      ...draft,
      internalName,
      name: { en: `Own offer ${tag}`, zh: `测试团购 ${tag}` },
      startingDate: `${day(1)}T02:00:00.000Z`,
      endingDate: `${day(4)}T14:00:00.000Z`,
      deliveryDates: [day(6)],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const offer = (await made.json()) as { id: string; offerID: number };
  await startNow(offer.id);
  return { id: offer.id, offerID: offer.offerID, internalName };
}

/**
 * A WeChat-group order of the customer on the offer, of its first pack, as many as the offer's
 * minimum amount asks (one at least), made through the API as `api`'s member.
 */
export async function orderOnOffer(
  request: APIRequestContext,
  api: Api,
  offerId: string,
  customerId: string,
): Promise<{ id: string; orderID: number }> {
  const details = await api.get<{
    minimumOrderAmount: number;
    wechatGroup: {
      packs: { id: string; price: number }[];
      lottery: { conditionType: string; conditionValue: number } | null;
    };
  }>(`/api/offers/${offerId}/details`);
  const pack = details.wechatGroup.packs[0]!;
  // enough to pass the offer's minimum and to take part in its lottery (a winner must have)
  const lottery = details.wechatGroup.lottery;
  const spend = lottery?.conditionType === 'spend' ? lottery.conditionValue : 0;
  const amount = Math.max(details.minimumOrderAmount, spend);
  const made = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${api.token}` },
    data: {
      offer: offerId,
      channel: 'wechat_group',
      customer: customerId,
      packs: [{ id: pack.id, quantity: Math.max(1, Math.ceil(amount / pack.price)) }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()) as { id: string; orderID: number };
}
