import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { ServerMessage } from '../../domain/live-messages.ts';
import { rawFramesMode, sendBatch, setRawFramesMode } from '../../server/live/frames.ts';
import { verifyRawFrames } from '../../server/live/verify-frames.ts';

let wss: WebSocketServer;
let url: string;
beforeAll(async () => {
  wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise((r) => wss.once('listening', r));
  url = `ws://127.0.0.1:${(wss.address() as { port: number }).port}`;
});
afterAll(() => new Promise((r) => wss.close(r)));
afterEach(() => setRawFramesMode('unchecked'));

async function pair(expected: number) {
  const serverSide = new Promise<WebSocket>((r) => wss.once('connection', r));
  const client = new WebSocket(url);
  const got: string[] = [];
  const all = new Promise<string[]>((resolve) => {
    client.on('message', (d) => {
      got.push(String(d));
      if (got.length === expected) resolve(got);
    });
  });
  await new Promise((r) => client.once('open', r));
  return { socket: await serverSide, client, all };
}

const batch: ServerMessage[] = [{ type: 'pong' }, { type: 'pong', n: 2 } as ServerMessage];

it('verifies the raw path at start-up against the pinned ws version', async () => {
  const warnings: string[] = [];
  expect(await verifyRawFrames((m) => warnings.push(m))).toBe(true);
  expect(rawFramesMode()).toBe('raw');
  expect(warnings).toEqual([]);
});

it('falls back to ws.send for the whole process when the installed ws is not the one checked', async () => {
  const warnings: object[] = [];
  expect(await verifyRawFrames((_m, data) => warnings.push(data), '0.0.0')).toBe(false);
  expect(rawFramesMode()).toBe('public');
  expect(warnings).toEqual([{ ws: '8.23.0', expected: '0.0.0' }]);
  const { socket, client, all } = await pair(2);
  sendBatch(socket, batch);
  expect(await all).toEqual(batch.map((m) => JSON.stringify(m)));
  client.close();
});

it('never throws in the hub when ws internals moved: the batch goes through ws.send', async () => {
  const { socket, client, all } = await pair(2);
  // what a ws release that reworked its private fields looks like from frames.ts
  const moved = new Proxy(socket, {
    get(target, key) {
      if (key === '_socket' || key === '_sender') throw new Error('private field moved');
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  expect(() => sendBatch(moved, batch)).not.toThrow();
  expect(await all).toEqual(batch.map((m) => JSON.stringify(m)));
  expect(rawFramesMode()).toBe('public');
  client.close();
});
