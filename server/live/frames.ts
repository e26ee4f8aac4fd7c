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
 */
interface WsInternals {
  _socket?: { write: (b: Buffer) => boolean; writable: boolean };
  _sender?: { _state: number; _queue: unknown[] };
}

/** Writes a batch to one socket: one raw write when ws is idle, else message by message. */
export function sendBatch(socket: WebSocket, batch: readonly ServerMessage[]): void {
  const ws = socket as unknown as WsInternals;
  const raw = ws._socket;
  const sender = ws._sender;
  if (raw?.writable && sender && sender._state === 0 && sender._queue.length === 0) {
    raw.write(batchFrames(batch));
    return;
  }
  for (const m of batch) socket.send(wireText(m));
}
