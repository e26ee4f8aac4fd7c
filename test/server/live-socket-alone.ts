import Fastify from 'fastify';
import { createDb, type Db } from '../../server/db/pool.ts';
import { LiveHub } from '../../server/live/hub.ts';
import { type LiveSocketOptions, liveSocketPlugin } from '../../server/live/plugin.ts';
import type { TestApp } from './helpers.ts';
import { liveUrlOf } from './live-fixtures.ts';

export interface SocketAlone {
  /** the socket route's ws:// address */
  url: string;
  close(): Promise<void>;
}

/**
 * The socket plugin alone on the test database, on a pool and a hub of its own, with what a test
 * tunes (a short heartbeat, a sign-in deadline, how a token is judged): the app's own timings are
 * too long to wait for, and its sign-in needs a browser's session.
 */
export async function socketAlone(
  t: TestApp,
  tune: (db: Db) => Omit<LiveSocketOptions, 'db' | 'hub'>,
): Promise<SocketAlone> {
  const db = createDb(t.url, 2);
  const app = Fastify();
  await app.register(liveSocketPlugin, {
    db: db.db,
    hub: new LiveHub({ db: db.db, newClient: db.newClient }),
    ...tune(db),
  });
  const url = await liveUrlOf(app);
  return {
    url,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
