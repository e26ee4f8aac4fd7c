import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import type { LiveHub } from '../../server/live/hub.ts';
import { handleLiveSocket, type LiveUser } from '../../server/live/socket.ts';
import { type TestApp, testApp } from './helpers.ts';
import { makeOffer } from './live-fixtures.ts';

/**
 * A socket the plugin closes as it signs in (one more than its session may hold) streams nothing:
 * no subscription is added to the hub's fan-out, no feed followed, for as long as it takes to close.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** A socket as handleLiveSocket uses it: closing it leaves it CLOSING, as ws does until the peer answers. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  send(m: string) {
    this.sent.push(m);
  }
  close() {
    this.readyState = 2;
  }
  terminate() {
    this.readyState = 3;
  }
}

it('a socket closed as it signs in adds no subscription to the hub', async () => {
  const offer = await makeOffer(t.db, {
    community: COMMUNITY_IDS.kitchen,
    packs: [{ stock: 3, price: 1000 }],
  });
  const user: LiveUser = {
    id: '00000000-0000-4000-8000-000000000001',
    role: 'admin',
    communities: [],
    sessionId: 's',
    tokenExpiresAt: Date.now() + 60_000,
  };
  const added: unknown[] = [];
  const hub = { add: (s: unknown) => added.push(s), remove: () => {} } as unknown as LiveHub;
  const socket = new FakeSocket();
  let signedIn = () => {};
  const signed = new Promise<void>((r) => (signedIn = r));
  handleLiveSocket(
    socket as never,
    { db: t.db, hub, authenticate: async () => user },
    () => {},
    () => {
      socket.close();
      signedIn();
    },
  );
  socket.emit(
    'message',
    Buffer.from(JSON.stringify({ type: 'offer', offerId: offer.id, token: 'x' })),
    false,
  );
  await signed;
  // the rest of the subscribe, had it gone on, runs within the same queued step
  await new Promise((r) => setImmediate(r));
  expect(added).toHaveLength(0);
});
