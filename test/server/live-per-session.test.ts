import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { MAX_SOCKETS_PER_SESSION } from '../../server/live/plugin.ts';
import { type TestApp, testApp } from './helpers.ts';
import { isType, LiveClient, makeOffer } from './live-fixtures.ts';

/**
 * Every stream costs the server a socket and a place in the fan-out of each event: one session
 * (a browser, or a stolen token) may not open them without bound. Browsers open one or two a tab.
 */
let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await testApp();
  url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/api/live`;
});
afterAll(() => t.close());

it('refuses a session more streams than its tabs could need (1008), and not another session', async () => {
  const offer = await makeOffer(t.db, {
    community: COMMUNITY_IDS.kitchen,
    packs: [{ stock: 3, price: 1000 }],
  });
  const token = await t.tokenOf('customer-hero');
  const open: LiveClient[] = [];
  for (let i = 0; i < MAX_SOCKETS_PER_SESSION; i++) {
    const c = await LiveClient.open(url);
    c.send({ type: 'offer', offerId: offer.id, token });
    await c.next(isType('ack'));
    open.push(c);
  }
  const extra = await LiveClient.open(url);
  extra.send({ type: 'offer', offerId: offer.id, token });
  expect(await extra.closed()).toBe(1008);
  // renewing on a socket it already has is no new stream
  const from = open[0]!.messages.length;
  open[0]!.send({ type: 'offer', offerId: offer.id, token });
  await open[0]!.next(isType('ack'), from);
  // another session of the same member has its own streams
  const other = await LiveClient.open(url);
  other.send({
    type: 'offer',
    offerId: offer.id,
    token: (await t.login('customer-hero@demo.comptoir')).token,
  });
  await other.next(isType('ack'));
  // one closed makes room
  open.pop()!.close();
  await expect
    .poll(async () => {
      const c = await LiveClient.open(url);
      c.send({ type: 'offer', offerId: offer.id, token });
      const ok = await c.next(isType('ack'), 0, 2_000).then(
        () => true,
        () => false,
      );
      if (!ok) c.close();
      else open.push(c);
      return ok;
    })
    .toBe(true);
  for (const c of [...open, other]) c.close();
});
