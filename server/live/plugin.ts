import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import { SYSTEM } from '../../domain/system/resource.ts';
import type { ChangeFeed } from '../changes/feed.ts';
import type { Database } from '../db/types.ts';
import type { LiveHub } from './hub.ts';
import { type Authenticate, handleLiveSocket } from './socket.ts';

export interface LiveSocketOptions {
  db: Kysely<Database>;
  /** this instance's hub (not started): the plugin starts and stops it */
  hub: LiveHub;
  /** this instance's change feed of lists (not started): the plugin starts and stops it */
  feed?: ChangeFeed;
  authenticate: Authenticate;
  /** heartbeat period; a socket that has not answered one ping by the next is terminated */
  pingMs?: number;
  /**
   * How long a socket may stay open before it streams anything (its token travels in its first
   * message): the route is public, so one that never signs in is closed as unauthorized.
   */
  signInMs?: number;
  /**
   * Of these sessions, the ones still open: checked on every heartbeat, so that a logout, a
   * revoked session or a disabled user stops the live streams within one period, on every instance.
   */
  openSessions?: (ids: readonly string[]) => Promise<Set<string>>;
}

/**
 * Streams one session may hold on one instance: a browser opens one or two a tab; each costs a
 * socket and a place in the fan-out of every event, so a session (or a stolen token) gets no more.
 */
export const MAX_SOCKETS_PER_SESSION = 48;

/** GET /api/live (websocket) with this instance's hub and heartbeats. */
export async function liveSocketPlugin(app: FastifyInstance, opts: LiveSocketOptions): Promise<void> {
  const { hub } = opts;
  await hub.start();
  await opts.feed?.start();
  const alive = new Map<WebSocket, boolean>();
  const streams = new Map<
    WebSocket,
    { sessionId: string; userId: string; revoke: () => void; recheck: () => void }
  >();
  // a change of a member's access, on any instance: his sockets here re-check him at once
  const stopAccess = hub.onAccess((note) => {
    for (const x of streams.values()) {
      if (!note || ('user' in note ? note.user === x.userId : note.session === x.sessionId)) x.recheck();
    }
  });
  let checking = false;
  const checkSessions = async () => {
    if (!opts.openSessions || checking || streams.size === 0) return;
    checking = true;
    try {
      // the streams as they were asked about: one that (re)subscribes meanwhile is not judged
      const asked = [...streams];
      const open = await opts.openSessions([...new Set(asked.map(([, x]) => x.sessionId))]);
      for (const [socket, x] of asked) {
        if (!open.has(x.sessionId) && streams.get(socket) === x) {
          streams.delete(socket);
          x.revoke();
        }
      }
    } catch (err) {
      app.log.warn({ err }, 'live: session check failed');
    } finally {
      checking = false;
    }
  };
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
    void checkSessions();
  }, opts.pingMs ?? 25_000);
  beat.unref();
  app.addHook('onClose', async () => {
    clearInterval(beat);
    stopAccess();
    await hub.stop();
    await opts.feed?.stop();
  });

  await app.register(websocket, {
    options: { maxPayload: 64 * 1024, perMessageDeflate: false },
    // a frame the protocol refuses (over the size limit, badly masked) is the client's fault:
    // ws has closed his socket with its code already; anything else is the server's own error
    errorHandler: (error, socket, request) => {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('WS_ERR_'))
        // its code and message only: anyone may send such frames, a stack says nothing of them
        request.log.warn({ code, reason: error.message }, 'live socket: frame refused');
      else request.log.error({ err: error }, 'live socket failed');
      socket.terminate();
    },
  });
  app.get(SYSTEM.ops.live.path, { websocket: true }, (socket) => {
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    const deadline = setTimeout(() => {
      if (!streams.has(socket)) handle.revoke();
    }, opts.signInMs ?? 30_000);
    deadline.unref();
    socket.on('close', () => {
      clearTimeout(deadline);
      alive.delete(socket);
      streams.delete(socket);
    });
    const handle = handleLiveSocket(
      socket,
      { db: opts.db, hub, feed: opts.feed, authenticate: opts.authenticate },
      () => {
        if (alive.has(socket)) alive.set(socket, true);
      },
      (user) => {
        let others = 0;
        for (const [s, x] of streams) if (s !== socket && x.sessionId === user.sessionId) others++;
        if (others >= MAX_SOCKETS_PER_SESSION) return socket.close(1008, 'too many sockets');
        streams.set(socket, {
          sessionId: user.sessionId,
          userId: user.id,
          revoke: () => handle.revoke(),
          recheck: () => handle.recheck(),
        });
      },
    );
  });
}
