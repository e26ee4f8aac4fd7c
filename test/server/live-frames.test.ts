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
