import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type TestApp, testApp } from './helpers.ts';
import { type SocketAlone, socketAlone } from './live-socket-alone.ts';

let t: TestApp;
let live: SocketAlone;
let url: string;

/** The socket plugin alone, with a short heartbeat, on the test database. */
beforeAll(async () => {
  t = await testApp();
  live = await socketAlone(t, () => ({
    authenticate: async () => undefined,
    // long enough that a loaded machine still delivers the ping before the next beat judges the socket
    pingMs: 250,
  }));
  url = live.url;
});
afterAll(async () => {
  await live.close();
  await t.close();
});

const connect = async (autoPong: boolean) => {
  const ws = new WebSocket(url, { autoPong });
  await new Promise((r) => ws.once('open', r));
  let pings = 0;
  ws.on('ping', () => pings++);
  return { ws, pings: () => pings };
};

it('terminates a socket that stops answering pings, and keeps one that answers', async () => {
  const dead = await connect(false);
  const alive = await connect(true);
  const code = await new Promise<number>((r) => dead.ws.once('close', (c) => r(c)));
  // terminate() sends no close frame: the client sees an abnormal closure
  expect(code).toBe(1006);
  expect(dead.pings()).toBeGreaterThanOrEqual(1);
  await new Promise((r) => alive.ws.once('ping', r));
  await new Promise((r) => alive.ws.once('ping', r));
  expect(alive.ws.readyState).toBe(WebSocket.OPEN);
  alive.ws.close();
});
