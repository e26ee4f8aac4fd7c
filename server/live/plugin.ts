import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import type { Database } from '../db/types.ts';
import type { LiveHub } from './hub.ts';
import { type Authenticate, handleLiveSocket } from './socket.ts';

export interface LiveSocketOptions {
  db: Kysely<Database>;
  /** this instance's hub (not started): the plugin starts and stops it */
  hub: LiveHub;
  authenticate: Authenticate;
  /** heartbeat period; a socket that has not answered one ping by the next is terminated */
  pingMs?: number;
}

/** GET /api/live (websocket) with this instance's hub and heartbeats. */
export async function liveSocketPlugin(app: FastifyInstance, opts: LiveSocketOptions): Promise<void> {
  const { hub } = opts;
  await hub.start();
  const alive = new Map<WebSocket, boolean>();
  const beat = setInterval(() => {
    for (const [socket, ok] of alive) {
      if (!ok) {
        socket.terminate();
        alive.delete(socket);
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, opts.pingMs ?? 25_000);
  beat.unref();
  app.addHook('onClose', async () => {
    clearInterval(beat);
    await hub.stop();
  });

  await app.register(websocket, { options: { maxPayload: 64 * 1024, perMessageDeflate: false } });
  app.get('/api/live', { websocket: true }, (socket) => {
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('close', () => alive.delete(socket));
    handleLiveSocket(socket, { db: opts.db, hub, authenticate: opts.authenticate }, () => {
      if (alive.has(socket)) alive.set(socket, true);
    });
  });
}
