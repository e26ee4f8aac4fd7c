import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { LiveEvent } from '../../domain/live-messages.ts';
import { createDb, type Db } from '../../server/db/pool.ts';
import { emitLiveEvent } from '../../server/live/events.ts';
import { LiveHub } from '../../server/live/hub.ts';
import { Subscription } from '../../server/live/subscription.ts';
import { type TestApp, testApp } from './helpers.ts';
import { makeOffer } from './live-fixtures.ts';

let t: TestApp;
let db: Db;
let hub: LiveHub;
beforeAll(async () => {
  t = await testApp();
  db = createDb(t.url, 4);
  hub = new LiveHub({ db: db.db, newClient: db.newClient });
  await hub.start();
});
afterAll(async () => {
  await hub.stop();
  await db.close();
  await t.close();
});

/** Waits for what the hub delivers: events, not a time a loaded machine could miss (30 s at most). */
const until = async (ok: () => boolean) => {
  const deadline = Date.now() + 30_000;
  while (!ok() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  expect(ok()).toBe(true);
};

/** An UPDATE_OFFER committed through the database, as a writer on any instance would. */
const commit = (offerId: string) =>
  db.db.transaction().execute((trx) =>
    emitLiveEvent(trx, offerId, {
      type: 'UPDATE_OFFER',
      offer: { id: offerId, lines: [], priceChanges: [] },
    }),
  );

it('hands its own commits to its sockets at once, skips their NOTIFY, and never overtakes', async () => {
  const { id } = await makeOffer(t.db, {
    community: COMMUNITY_IDS.kitchen,
    packs: [{ stock: 5, price: 100 }],
  });
  const got: number[] = [];
  const batches: (readonly LiveEvent[])[] = [];
  const sub = new Subscription(
    db.db,
    id,
    (m) => {
      if ('seq' in m && m.type !== 'ack') got.push(m.seq);
    },
    (batch) => {
      batches.push(batch);
      for (const e of batch) got.push(e.seq);
    },
  );
  // what the hub hands the subscription (which would itself drop a repeat): each seq once
  const pushed: number[] = [];
  const push = sub.push.bind(sub);
  sub.push = (batch) => {
    pushed.push(...batch.map((e) => e.seq));
    push(batch);
  };
  hub.add(sub);
  await sub.start(undefined);

  // seq 1 comes by NOTIFY: the hub now knows where the offer stands
  await commit(id);
  await until(() => got.length === 1);

  // seqs 2 and 3 handed over by the instance that committed them: delivered there and then, in one
  // batch, before any NOTIFY (these two are never committed, so no NOTIFY could have brought them)
  const ev = (seq: number): LiveEvent => ({
    type: 'UPDATE_OFFER',
    offerId: id,
    seq,
    offer: { id, lines: [], priceChanges: [] },
  });
  const mine = [ev(2), ev(3)];
  hub.publish(mine);
  expect(got).toEqual([1, 2, 3]);
  expect(batches.at(-1)).toBe(mine);

  // the NOTIFYs of seqs 2 and 3 (committed now) are skipped: nothing is sent twice (judged below,
  // once later NOTIFYs have come: one connection hears them in commit order)
  await commit(id);
  await commit(id);

  // a batch that does not follow (seq 4 is still on its way from another instance) is not sent
  hub.publish([ev(5)]);
  expect(got).toEqual([1, 2, 3]);
  // 4 and 5 then come by NOTIFY, once each and in order
  await commit(id);
  await commit(id);
  // and seq 6 after them: once it is here, nothing of 1 to 5 can still come
  await commit(id);
  await until(() => got.includes(6));
  expect(got).toEqual([1, 2, 3, 4, 5, 6]);
  expect(pushed.toSorted((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  hub.remove(sub);
});
