import WebSocket from 'ws';
import { type FeedMessage, parseFeedMessage } from '../../domain/change-feed.ts';

/** Waits for a condition the feed makes true, polled (a loaded machine is slow, not wrong). */
export async function until(ok: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A socket that watches resources with this token and keeps every feed message. */
export async function watchFeed(url: string, token: string, resources: string[]) {
  const ws = new WebSocket(url);
  const got: FeedMessage[] = [];
  ws.on('message', (d) => {
    const m = parseFeedMessage(d.toString());
    if (m) got.push(m);
  });
  await new Promise((r) => ws.once('open', r));
  ws.send(JSON.stringify({ type: 'watch', token, resources }));
  await until(() => got.some((m) => m.type === 'watching'));
  const changes = () => got.filter((m) => m.type === 'CHANGE');
  return {
    ws,
    got,
    changes,
    heard: (id: string) => changes().some((m) => m.type === 'CHANGE' && m.id === id),
  };
}
