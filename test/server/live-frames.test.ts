import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { ServerMessage } from '../../domain/live-messages.ts';
import { sendBatch } from '../../server/live/frames.ts';

let wss: WebSocketServer;
let url: string;
beforeAll(async () => {
  wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise((r) => wss.once('listening', r));
  const addr = wss.address() as { port: number };
  url = `ws://127.0.0.1:${addr.port}`;
});
afterAll(() => new Promise((r) => wss.close(r)));

/** A pong padded to `n` bytes of JSON: the frame header changes at 126 and 65,536 bytes. */
const sized = (n: number): ServerMessage => {
  const base = JSON.stringify({ type: 'pong', pad: '' }).length;
  return { type: 'pong', pad: 'x'.repeat(n - base) } as ServerMessage;
};

it('writes a batch that any websocket client reads as the same messages, at every frame length', async () => {
  // multi-byte text: the frame length is in bytes, not characters
  const chinese = { type: 'pong', name: '王芳的订单'.repeat(20) } as ServerMessage;
  const batch = [
    sized(30),
    chinese,
    sized(125),
    sized(126),
    sized(4000),
    sized(65_535),
    sized(65_536),
    sized(200_000),
  ];
  const serverSide = new Promise<WebSocket>((r) => wss.once('connection', r));
  const client = new WebSocket(url);
  const got: string[] = [];
  const all = new Promise<void>((resolve) => {
    client.on('message', (d, isBinary) => {
      expect(isBinary).toBe(false);
      got.push(String(d));
      if (got.length === batch.length * 2) resolve();
    });
  });
  await new Promise((r) => client.once('open', r));
  const socket = await serverSide;
  sendBatch(socket, batch);
  // once more while ws itself is sending: the batch must not overtake the message queued before it
  socket.send(JSON.stringify({ type: 'pong', first: true }));
  sendBatch(socket, batch.slice(1));
  await all;
  const texts = batch.map((m) => JSON.stringify(m));
  expect(got.map((g) => g.length)).toEqual(
    [...texts, '{"type":"pong","first":true}', ...texts.slice(1)].map((x) => x.length),
  );
  expect(got).toEqual([...texts, JSON.stringify({ type: 'pong', first: true }), ...texts.slice(1)]);
  client.close();
});

it('falls back to ws when ws is still compressing an earlier message, and keeps the order', async () => {
  const deflating = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: { threshold: 0 } });
  await new Promise((r) => deflating.once('listening', r));
  const serverSide = new Promise<WebSocket>((r) => deflating.once('connection', r));
  const client = new WebSocket(`ws://127.0.0.1:${(deflating.address() as { port: number }).port}`);
  const got: string[] = [];
  const batch = [sized(300), sized(70_000)];
  const big = JSON.stringify({ type: 'pong', first: 'y'.repeat(500_000) });
  const all = new Promise<void>((resolve) => {
    client.on('message', (d) => {
      got.push(String(d));
      if (got.length === 1 + batch.length) resolve();
    });
  });
  await new Promise((r) => client.once('open', r));
  const socket = await serverSide;
  // compressed asynchronously: ws is busy when the batch comes, which must wait its turn
  socket.send(big);
  sendBatch(socket, batch);
  await all;
  expect(got).toEqual([big, ...batch.map((m) => JSON.stringify(m))]);
  client.close();
  await new Promise((r) => deflating.close(r));
});
