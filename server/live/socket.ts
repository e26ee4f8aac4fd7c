import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { WebSocket } from 'ws';
import { can } from '../../domain/actions.ts';
import { parseWatch, type WatchMessage } from '../../domain/change-feed.ts';
import {
  LIVE_CLOSE,
  type LiveEvent,
  parseClientMessage,
  type ServerMessage,
  type SubscribeMessage,
} from '../../domain/live-messages.ts';
import { type Role, seesAllCommunities } from '../../domain/roles.ts';
import { type ChangeFeed, watchable } from '../changes/feed.ts';
import type { Database } from '../db/types.ts';
import { sendBatch, wireText } from './frames.ts';
import type { LiveHub } from './hub.ts';
import { latestQueue } from './latest-queue.ts';
import { Subscription } from './subscription.ts';

export interface LiveUser {
  id: string;
  role: Role;
  communities: readonly string[];
  sessionId: string;
  tokenExpiresAt: number;
}
/** Resolves a bearer token to its user, or undefined when unknown or expired (the foundation's sessions). */
export type Authenticate = (token: string) => Promise<LiveUser | undefined>;

/** A slow client whose unsent frames pile up past this is cut; it reconnects and resumes. */
const MAX_BUFFERED = 8 * 1024 * 1024;
/** setTimeout's ceiling (about 24.8 days): a longer token is closed then, and resumes */
const MAX_TIMER_MS = 2 ** 31 - 1;

type Refusal = 'unauthorized' | 'forbidden' | 'not_found';
/** why a member may not stream an offer: its role, the offer's community, no such offer */
type OfferRefusal = 'forbidden' | 'outOfScope' | 'not_found';

/**
 * One socket: it waits for `{type:"offer"}`, checks the token, the role (offer.live) and the
 * offer's community, then streams that offer's events. Frames that do not parse are ignored.
 */

export function handleLiveSocket(
  socket: WebSocket,
  deps: { db: Kysely<Database>; hub: LiveHub; feed?: ChangeFeed; authenticate: Authenticate },
  onAlive: () => void,
  /** the session the socket now streams for (the plugin re-checks them on every heartbeat) */
  onSession: (user: LiveUser) => void,
): { revoke: () => void; recheck: () => void } {
  let sub: Subscription | undefined;
  let unwatch: (() => void) | undefined;
  /** the resources the client asked to follow; the socket follows them as its latest token may */
  let watched: readonly string[] | undefined;
  let expiry: ReturnType<typeof setTimeout> | undefined;
  /** the token the socket lives by (the latest one that subscribed or watched) */
  let token: string | undefined;
  const queue = latestQueue(
    () => socket.close(1008, 'too many requests'),
    () => socket.terminate(),
  );
  const writable = () => {
    if (socket.readyState !== socket.OPEN) return false;
    if (socket.bufferedAmount <= MAX_BUFFERED) return true;
    socket.terminate();
    return false;
  };
  const send = (m: ServerMessage) => {
    if (writable()) socket.send(wireText(m));
  };
  const sendEvents = (batch: readonly LiveEvent[]) => {
    if (writable()) sendBatch(socket, batch);
  };
  const refuse = (error: Refusal, message: string) => {
    send({ type: 'error', error, message });
    socket.close(LIVE_CLOSE[error], error);
  };
  const expire = () => refuse('unauthorized', 'errors.sessionExpired');
  // the session was logged out or revoked, or its member disabled
  const revoke = () => refuse('unauthorized', 'errors.unauthorized');

  /** Why this member may not stream the offer, if he may not (role offer.live, its community). */
  const offerRefusal = async (user: LiveUser, offerId: string): Promise<OfferRefusal | undefined> => {
    if (!can(user.role, 'offer.live')) return 'forbidden';
    const r = await sql<{ community_id: string }>`
      SELECT community_id FROM offers WHERE id = ${offerId}`.execute(deps.db);
    const offer = r.rows[0];
    if (!offer) return 'not_found';
    if (!seesAllCommunities(user.role) && !user.communities.includes(offer.community_id)) return 'outOfScope';
    return undefined;
  };
  // the messages the API answers for the same refusals
  const refuseFor = (why: OfferRefusal) =>
    why === 'not_found'
      ? refuse('not_found', 'errors.notFound')
      : refuse('forbidden', why === 'outOfScope' ? 'errors.outOfScope' : 'errors.forbidden');

  const subscribe = async (msg: SubscribeMessage) => {
    const user = await deps.authenticate(msg.token);
    if (!user) return refuse('unauthorized', 'errors.unauthorized');
    const why = await offerRefusal(user, msg.offerId);
    if (why) return refuseFor(why);
    if (sub) deps.hub.remove(sub);
    if (socket.readyState !== socket.OPEN) return;
    // the stream lives as long as the token it was opened with: the client resumes with a fresh one
    clearTimeout(expiry);
    expiry = setTimeout(expire, Math.min(MAX_TIMER_MS, Math.max(0, user.tokenExpiresAt - Date.now())));
    expiry.unref();
    token = msg.token;
    onSession(user);
    // closed as it signed in (one socket more than its session may hold): it streams nothing
    if (socket.readyState !== socket.OPEN) return;
    // the socket now lives by this token: its list feed too
    if (watched) follow(user, watched);
    const next = new Subscription(deps.db, msg.offerId, send, sendEvents);
    sub = next;
    // registered before the replay so that nothing committed meanwhile is missed
    deps.hub.add(next);
    await next.start(msg.lastSeq, user.tokenExpiresAt);
  };

  /** the lists' changes this member may hear of, replacing what the socket followed */
  const follow = (user: LiveUser, asked: readonly string[]) => {
    const resources = watchable(user.role, asked);
    unwatch?.();
    unwatch = deps.feed?.watch(
      {
        role: user.role,
        communities: user.communities,
        send: (m) => writable() && socket.send(JSON.stringify(m)),
      },
      resources,
    );
    return resources;
  };

  /** the change feed of lists: follows what the caller may list, for as long as the token lives */
  const watch = async (msg: WatchMessage) => {
    const user = await deps.authenticate(msg.token);
    if (!user) return refuse('unauthorized', 'errors.unauthorized');
    if (!deps.feed || socket.readyState !== socket.OPEN) return;
    // the socket now lives by this token: an offer it streams must be one this member may open
    const why = sub && (await offerRefusal(user, sub.offerId));
    if (why) return refuseFor(why);
    clearTimeout(expiry);
    expiry = setTimeout(expire, Math.min(MAX_TIMER_MS, Math.max(0, user.tokenExpiresAt - Date.now())));
    expiry.unref();
    token = msg.token;
    onSession(user);
    if (socket.readyState !== socket.OPEN) return;
    watched = msg.resources;
    const resources = follow(user, msg.resources);
    socket.send(JSON.stringify({ type: 'watching', resources, expiresIn: user.tokenExpiresAt - Date.now() }));
  };

  /**
   * The member may have lost access (role, communities, deactivation, a session ended): he is read
   * again, and the socket closes, or its list feed narrows, to what he may still read.
   */
  const recheck = async () => {
    if (!token || socket.readyState !== socket.OPEN) return;
    const user = await deps.authenticate(token);
    if (!user) return revoke();
    const why = sub && (await offerRefusal(user, sub.offerId));
    if (why) return refuseFor(why);
    if (watched) follow(user, watched);
  };

  socket.on('message', (data, isBinary) => {
    // what a closing socket still had in its buffers is not served
    if (isBinary || socket.readyState !== socket.OPEN) return;
    const text = data.toString();
    const watchMsg = parseWatch(text);
    if (watchMsg) {
      onAlive();
      queue.latest('watch', watchMsg, watch);
      return;
    }
    const msg = parseClientMessage(text);
    if (!msg) return;
    onAlive();
    if (msg.type === 'ping') {
      send({ type: 'pong' });
      return;
    }
    // one subscription at a time, the latest asked
    queue.latest('offer', msg, subscribe);
  });
  socket.on('close', () => {
    clearTimeout(expiry);
    unwatch?.();
    if (sub) deps.hub.remove(sub);
    sub = undefined;
  });
  socket.on('error', () => socket.terminate());
  return {
    revoke,
    // in the socket's queue, after any subscription under way; a failed read cuts the socket
    recheck: () => queue.then(recheck),
  };
}
