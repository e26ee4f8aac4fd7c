import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import type { ServerMessage } from '../../domain/live-messages.ts';
import {
  idleRawSocket,
  RAW_FRAMES_WS_VERSION,
  rawFramesMode,
  sendBatch,
  setRawFramesMode,
} from './frames.ts';

const installedWsVersion = (): string => createRequire(import.meta.url)('ws/package.json').version;

const PROBE: ServerMessage[] = [
  { type: 'pong' },
  { type: 'pong', probe: '检查'.repeat(100) } as ServerMessage,
];

/** Sends PROBE through sendBatch on a loopback socket; true when the client reads it back intact. */
async function loopbackRoundTrip(): Promise<boolean> {
  const server = createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const client = new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false });
  try {
    const got: string[] = [];
    const done = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 2000);
      client.on('message', (d) => {
        got.push(String(d));
        if (got.length === PROBE.length) {
          clearTimeout(timer);
          resolve(got.every((g, i) => g === JSON.stringify(PROBE[i])));
        }
      });
      client.on('error', () => resolve(false));
    });
    const serverSide = await new Promise<WebSocket>((r) => wss.once('connection', r));
    // the fields must be there: a fallback send would arrive intact and prove nothing
    if (!idleRawSocket(serverSide)) return false;
    sendBatch(serverSide, PROBE);
    return await done;
  } finally {
    client.terminate();
    for (const c of wss.clients) c.terminate();
    await new Promise((r) => wss.close(r));
    await new Promise((r) => server.close(r));
  }
}

/**
 * The start-up check of the raw frame path (frames.ts): the installed ws is the version it was
 * written against, and a batch written raw arrives as the same messages. Anything else switches
 * the live fan-out to ws's public send for the life of the process, with a warning.
 */
export async function verifyRawFrames(
  warn: (msg: string, data: object) => void,
  expected = RAW_FRAMES_WS_VERSION,
): Promise<boolean> {
  const version = installedWsVersion();
  let ok = version === expected;
  if (ok) {
    setRawFramesMode('unchecked');
    ok = await loopbackRoundTrip().catch(() => false);
    ok &&= rawFramesMode() !== 'public';
  }
  setRawFramesMode(ok ? 'raw' : 'public');
  if (!ok) {
    warn('live: raw websocket frames disabled, using ws.send', {
      ws: version,
      expected,
    });
  }
  return ok;
}
