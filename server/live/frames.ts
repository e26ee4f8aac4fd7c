import type { WebSocket } from 'ws';
import type { ServerMessage } from '../../domain/live-messages.ts';

/**
 * The live fan-out's wire: every socket of an offer gets the same bytes, so each batch of events
 * (a sale's NEW_ORDER and UPDATE_OFFER) is serialised and framed once, and each socket gets one
 * write of it (one syscall, one read on the client) instead of a `ws.send` per message, which
 * encodes, frames and writes per socket and per message. Measured in docs/benchmarks.md.
 */

/** A final, unmasked text frame (RFC 6455 §5.2): servers never mask. */
function textFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const head = n < 126 ? 2 : n < 65_536 ? 4 : 10;
  const out = Buffer.allocUnsafe(head + n);
  out[0] = 0x81;
  if (n < 126) out[1] = n;
  else if (n < 65_536) {
    out[1] = 126;
    out.writeUInt16BE(n, 2);
  } else {
    out[1] = 127;
    out.writeBigUInt64BE(BigInt(n), 2);
  }
  payload.copy(out, head);
  return out;
}

const texts = new WeakMap<object, string>();
const framed = new WeakMap<object, Buffer>();

/** The JSON of a message, once per message object whatever the number of sockets. */
export function wireText(m: ServerMessage): string {
  let text = texts.get(m);
  if (text === undefined) {
    text = JSON.stringify(m);
    texts.set(m, text);
  }
  return text;
}

/** The frames of a batch, built once per batch array (the hub hands one array to every socket). */
export function batchFrames(batch: readonly ServerMessage[]): Buffer {
  let buf = framed.get(batch);
  if (buf === undefined) {
    buf = Buffer.concat(batch.map((m) => textFrame(Buffer.from(wireText(m)))));
    framed.set(batch, buf);
  }
  return buf;
}

/**
 * What a raw write needs of ws's internals (ws 8 has no public way to send bytes already framed):
 * the net socket and the sender's state. A raw write is only safe when the sender holds nothing
 * (state 0 = idle, empty queue): otherwise our frames would overtake queued ones. Compression is
 * off on /api/live (plugin.ts), so no frame of ours needs the permessage-deflate bit.
 *
 * Private fields can change in any release, so: `ws` is pinned exactly in package.json to the
 * version below; at start-up `verifyRawFrames` (serve.ts) checks the installed version and sends a
 * batch through a real loopback socket; and every call checks the fields' shapes and falls back
 * to ws's public `send` on any doubt or error. A ws update costs speed, never a throw in the hub.
 */
export const RAW_FRAMES_WS_VERSION = '8.23.0';

interface WsInternals {
  _socket?: { write?: unknown; writable?: unknown };
  _sender?: { _state?: unknown; _queue?: unknown };
}

/** 'unchecked' until start-up verification: each call still checks the shapes. */
let mode: 'unchecked' | 'raw' | 'public' = 'unchecked';

export function rawFramesMode(): typeof mode {
  return mode;
}

/** For the start-up check and the tests: force a mode (e.g. 'public' after a failed check). */
export function setRawFramesMode(next: typeof mode): void {
  mode = next;
}

/** The net socket when a raw write is safe right now, else undefined. */
export function idleRawSocket(socket: WebSocket): { write: (b: Buffer) => boolean } | undefined {
  const ws = socket as unknown as WsInternals;
  const raw = ws._socket;
  const sender = ws._sender;
  if (!raw || typeof raw.write !== 'function' || raw.writable !== true) return undefined;
  if (sender?._state !== 0 || !Array.isArray(sender._queue) || sender._queue.length !== 0) {
    return undefined;
  }
  return raw as { write: (b: Buffer) => boolean };
}

/** Writes a batch to one socket: one raw write when ws is idle, else message by message. */
export function sendBatch(socket: WebSocket, batch: readonly ServerMessage[]): void {
  if (mode !== 'public') {
    try {
      const raw = idleRawSocket(socket);
      if (raw) {
        raw.write(batchFrames(batch));
        return;
      }
    } catch {
      // an internal that moved: ws's own send below is always right, only slower
      mode = 'public';
    }
  }
  for (const m of batch) socket.send(wireText(m));
}
