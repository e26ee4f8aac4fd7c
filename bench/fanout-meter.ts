import WebSocket from 'ws';
import { quantile } from './proc.ts';

export interface Fanout {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** the POST's own answer time */
  postP50: number;
  /** p95 of each delivery after the first socket's of the same event: the fan-out alone */
  spreadP95: number;
  samples: number;
}

/** Opens `n` sockets, subscribes them to the offer and waits for every ack. */
export async function openSockets(wsUrl: string, first: object, n: number): Promise<WebSocket[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const ws = new WebSocket(wsUrl);
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => ws.send(JSON.stringify(first)));
        ws.once('error', reject);
        ws.once('message', (d) => (String(d).includes('"ack"') ? resolve() : reject(new Error(String(d)))));
      });
      return ws;
    }),
  );
}

/** Raw samples of one path, accumulated over the rounds. */
interface Samples {
  lat: number[];
  postMs: number[];
  spread: number[];
}

/**
 * One listener per socket for the whole run (a listener per round would pile up and make the
 * bench's own client slower round after round). `run(post, n)`: n times, POST, then wait until
 * each socket got its NEW_ORDER; latency per socket is from just before the POST is sent to that
 * socket's message; one POST at a time, as staff key them.
 */
export class Meter {
  readonly samples: Samples = { lat: [], postMs: [], spread: [] };
  private first = 0;
  private t0 = 0;
  private pending = 0;
  private done: () => void = () => undefined;
  private readonly size: number;

  constructor(sockets: WebSocket[]) {
    this.size = sockets.length;
    for (const ws of sockets) {
      ws.on('message', (d) => {
        if (this.pending > 0 && String(d).includes('"type":"NEW_ORDER"')) {
          const now = performance.now();
          if (this.pending === this.size) this.first = now;
          this.samples.lat.push(now - this.t0);
          this.samples.spread.push(now - this.first);
          if (--this.pending === 0) this.done();
        }
      });
    }
  }

  async run(post: () => Promise<Response>, posts: number, record = true): Promise<void> {
    const keep = { lat: this.samples.lat.length, spread: this.samples.spread.length };
    for (let i = 0; i < posts; i++) {
      const all = new Promise<void>((r) => {
        this.done = r;
      });
      this.pending = this.size;
      this.t0 = performance.now();
      const r = await post();
      if (record) this.samples.postMs.push(performance.now() - this.t0);
      if (r.status !== 201) throw new Error(`POST answered ${r.status}: ${await r.text()}`);
      await r.arrayBuffer();
      await Promise.race([
        all,
        new Promise((_, rej) => setTimeout(() => rej(new Error('fan-out timed out')), 10_000)),
      ]);
      await new Promise((r) => setTimeout(r, 50));
    }
    if (!record) {
      // a warm-up: forget what it measured
      this.samples.lat.length = keep.lat;
      this.samples.spread.length = keep.spread;
    }
  }

  summary(): Fanout {
    const { lat, postMs, spread } = this.samples;
    const q = (x: number) => quantile(lat, x);
    return {
      p50: q(0.5),
      p95: q(0.95),
      p99: q(0.99),
      max: q(1),
      postP50: quantile(postMs, 0.5),
      spreadP95: quantile(spread, 0.95),
      samples: lat.length,
    };
  }
}
