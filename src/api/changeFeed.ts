import { parseFeedMessage, type RecordChange } from '../../domain/change-feed.ts';
import { freshToken } from './session-access.ts';

/**
 * The change feed of the lists (docs/live.md, "Change feed"): one socket per tab follows every
 * resource a mounted list shows; a list hears `CHANGE`s of its resource and refetches what it
 * shows. The server sends only changes the member may read. Reconnects with backoff; after a
 * reconnect every listener is told to refresh (changes may have been missed meanwhile).
 */
type Listener = (c: RecordChange) => void;

const PING_MS = 20_000;
const RENEW_BEFORE_MS = 20_000;
const listeners = new Map<string, Set<Listener>>();
let ws: WebSocket | null = null;
let attempt = 0;
let retry: ReturnType<typeof setTimeout> | undefined;
let renew: ReturnType<typeof setTimeout> | undefined;
let ping: ReturnType<typeof setInterval> | undefined;
let everOpen = false;
/** the socket just opened replaces one that was open: changes may have been missed meanwhile */
let reconnected = false;
/** the resources the last watch named: the page says them once the server is following them */
let asked: string[] = [];

async function sendWatch(socket: WebSocket, forceToken = false) {
  const token = await freshToken(forceToken);
  if (!token || socket !== ws || socket.readyState !== WebSocket.OPEN) return;
  asked = [...listeners.keys()];
  socket.send(JSON.stringify({ type: 'watch', token, resources: asked }));
}

function tellAll(resource?: string) {
  for (const [key, set] of listeners) {
    if (resource && key !== resource) continue;
    for (const l of set) l({ type: 'CHANGE', resource: key, id: '' });
  }
}

function connect() {
  if (ws || listeners.size === 0) return;
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(`${proto}//${location.host}/api/live`);
  ws = socket;
  socket.onopen = () => {
    reconnected = attempt > 0 || everOpen;
    void sendWatch(socket);
    clearInterval(ping);
    ping = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send('{"type":"ping"}'), PING_MS);
  };
  socket.onmessage = (e) => {
    const m = typeof e.data === 'string' ? parseFeedMessage(e.data) : undefined;
    if (!m || socket !== ws) return;
    if (m.type === 'watching') {
      // only a new socket may have missed changes: a list mounting (a new watch on the same
      // socket) does not make the others fetch again
      if (reconnected) tellAll();
      reconnected = false;
      // what the server follows for this tab, for whoever waits for it (the end-to-end tests)
      document.documentElement.dataset.watching = asked.join(' ');
      attempt = 0;
      everOpen = true;
      clearTimeout(renew);
      if (m.expiresIn !== undefined) {
        renew = setTimeout(
          () => void sendWatch(socket, true),
          Math.max(1_000, m.expiresIn - RENEW_BEFORE_MS),
        );
      }
    } else if (m.type === 'CHANGE') {
      if (m.id === '') tellAll(m.resource);
      else for (const l of listeners.get(m.resource) ?? []) l(m);
    }
  };
  socket.onclose = () => {
    if (socket !== ws) return;
    ws = null;
    clearInterval(ping);
    clearTimeout(renew);
    if (listeners.size === 0) return;
    attempt += 1;
    retry = setTimeout(connect, Math.min(15_000, 500 * 2 ** (attempt - 1)));
  };
}

/** Follows changes of a resource while the returned function is not called. */
export function watchResource(resource: string, listener: Listener): () => void {
  const added = !listeners.has(resource);
  const set = listeners.get(resource) ?? new Set<Listener>();
  listeners.set(resource, set);
  set.add(listener);
  if (!ws) connect();
  else if (added && ws.readyState === WebSocket.OPEN) void sendWatch(ws);
  return () => {
    set.delete(listener);
    if (set.size) return;
    listeners.delete(resource);
    if (listeners.size === 0) {
      clearTimeout(retry);
      ws?.close();
      ws = null;
    } else if (ws?.readyState === WebSocket.OPEN) void sendWatch(ws);
  };
}
