import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build } from '../../server/app.ts';
import { type TestApp, testApp } from './helpers.ts';
import { LiveClient, liveUrlOf } from './live-fixtures.ts';

/**
 * A frame over the socket's limit is the sender's fault: it closes his socket (1009) and is not
 * an error of the server's, which anyone could otherwise write into its log without signing in.
 */
let t: TestApp;
let app: FastifyInstance;
let url: string;
const lines: { level: number; msg?: string; code?: string; err?: unknown }[] = [];
beforeAll(async () => {
  t = await testApp();
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  app = await build({ databaseUrl: t.url, log: pino({ level: 'info' }, sink) });
  url = await liveUrlOf(app);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

it('an oversized frame closes the socket with 1009 and logs a warning, not an error', async () => {
  const c = await LiveClient.open(url);
  c.send('x'.repeat(64 * 1024 + 1));
  expect(await c.closed()).toBe(1009);
  // the server's side of the close is logged once the socket's error has been handled
  await expect.poll(() => lines.some((l) => l.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH')).toBe(true);
  const logged = lines.filter((l) => l.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH');
  expect(logged.map((l) => [l.level, l.err])).toEqual([[40, undefined]]);
  expect(lines.filter((l) => l.level >= 50)).toEqual([]);
});
