import net from 'node:net';
import { expect, it } from 'vitest';
import { freshDatabase, spawnServer } from './spawn-server.ts';

/**
 * A raw connection that sends `request` and then answers nothing (what comes back is dropped);
 * `closed` is listened for from the start, so a close before the test looks is not waited for forever.
 */
async function hangingClient(
  base: string,
  request: string,
  waitFor?: string,
): Promise<{ socket: net.Socket; closed: Promise<number> }> {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  const closed = new Promise<number>((r) => socket.once('close', () => r(performance.now())));
  await new Promise((r) => socket.once('connect', r));
  socket.write(request);
  if (waitFor) {
    await new Promise<void>((resolve, reject) => {
      let got = '';
      const onData = (d: Buffer) => {
        got += d.toString();
        if (got.includes(waitFor)) {
          socket.removeListener('data', onData);
          resolve();
        }
      };
      socket.on('data', onData);
      socket.once('close', () => reject(new Error(`closed before "${waitFor}": ${got}`)));
    });
  }
  socket.on('error', () => undefined);
  // what the server sends is read and dropped: a socket holding unread data never emits 'end',
  // so a server that answered (a 400 for the cut body) before its FIN was never seen to close
  socket.resume();
  return { socket, closed };
}

/**
 * Each step of the test waits for its event, bounded: a step that never comes fails the test at
 * once naming the step, where an unbounded wait showed only vitest's timeout two minutes later.
 */
async function step<T>(what: string, p: Promise<T>, ms = 45_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([p, late]);
  } finally {
    clearTimeout(timer);
  }
}

it('stops within its grace although a live stream and a request hang', async () => {
  const s = await spawnServer({ DATABASE_URL: await freshDatabase('shutdown'), SHUTDOWN_GRACE: '1' });
  // a websocket client that will never answer the server's close frame
  const stream = await step(
    "the live stream's upgrade",
    hangingClient(
      s.base,
      [
        'GET /api/live HTTP/1.1',
        'Host: 127.0.0.1',
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version: 13',
        '',
        '',
      ].join('\r\n'),
      '101 Switching Protocols',
    ),
  );
  // a request whose body never ends
  const upload = await step(
    "the hanging upload's connection",
    hangingClient(
      s.base,
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":',
    ),
  );
  const t0 = performance.now();
  s.child.kill('SIGTERM');
  const exit = await step('the exit after SIGTERM', s.exited);
  const seconds = (performance.now() - t0) / 1000;
  expect(exit.code).toBe(0);
  // ws alone would wait 30 s for the close handshake, Node 300 s for the body
  expect(seconds).toBeLessThan(6);
  // both were cut by the server, not before it was asked to stop
  for (const c of [stream, upload]) expect(await step("a connection's close", c.closed)).toBeGreaterThan(t0);
  const cut = s.lines.find((l) => typeof l.msg === 'string' && l.msg.startsWith('shutdown: grace over'));
  expect(cut).toMatchObject({ level: 40, graceMs: 1000, streams: 1 });
  expect(s.lines.at(-1)?.msg).toBe('stopped');
  // a process start is seconds of TypeScript loading, more on a loaded machine
}, 120_000);
