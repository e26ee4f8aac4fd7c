import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_CLOSE } from '../../domain/live-messages.ts';
import { ChangeFeed } from '../../server/changes/feed.ts';
import { type TestApp, testApp } from './helpers.ts';
import { type SocketAlone, socketAlone } from './live-socket-alone.ts';

/**
 * The socket route is public (the token travels in the first message): a socket that never
 * signs in must not hold a connection of the server's for ever, or anyone could open thousands.
 */
let t: TestApp;
let live: SocketAlone;
let url: string;

beforeAll(async () => {
  t = await testApp();
  live = await socketAlone(t, (db) => ({
    feed: new ChangeFeed(db.newClient),
    authenticate: async (token) =>
      token === 'good'
        ? {
            id: '00000000-0000-4000-8000-000000000001',
            role: 'admin',
            communities: [],
            sessionId: '00000000-0000-4000-8000-000000000002',
            tokenExpiresAt: Date.now() + 3_600_000,
          }
        : undefined,
    // the member must sign in within it however loaded the machine: the idle sockets' close is
    // waited for as an event, so a longer deadline only makes the test longer
    signInMs: 5000,
  }));
  url = live.url;
});
afterAll(async () => {
  await live.close();
  await t.close();
});

const open = async () => {
  const ws = new WebSocket(url);
  await new Promise((r) => ws.once('open', r));
  const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
  return { ws, closed };
};

it('closes a socket that has not signed in by the deadline (4401), not one that has', async () => {
  const member = await open();
  const watching = new Promise((r) => member.ws.once('message', r));
  member.ws.send(JSON.stringify({ type: 'watch', token: 'good', resources: ['orders'] }));
  await watching;
  // opened after the member's: once it is closed, the member's deadline has passed too
  const idle = await open();
  const pinging = await open();
  pinging.ws.send('{"type":"ping"}');
  expect(await idle.closed).toBe(LIVE_CLOSE.unauthorized);
  expect(await pinging.closed).toBe(LIVE_CLOSE.unauthorized);
  expect(member.ws.readyState).toBe(WebSocket.OPEN);
  member.ws.close();
});
