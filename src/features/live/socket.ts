import { type LIVE_CLOSE, type LiveEvent, parseServerMessage } from '../../../domain/live-messages.ts';

/**
 * The live socket of one offer (docs/live.md, "Client recipe"): subscribe with the last sequence
 * number seen, apply each event once, reconnect with exponential backoff and resume from lastSeq.
 * Unparsable frames are ignored. A ping every 20 s; no frame for 50 s means a dead link.
 */
export interface LiveHandlers {
  /** the token to subscribe with; `renew`: a new one even if this one looks valid here */
  token: (renew?: boolean) => Promise<string | null>;
  onEvent: (e: LiveEvent) => void;
  /** the server no longer has the events since lastSeq: refetch, then continue from `seq` */
  onReload: (seq: number) => void;
  onState: (s: 'connecting' | 'open' | 'closed', attempt: number) => void;
  /** refused for good (forbidden, not found): stop trying */
  onRefused: (reason: keyof typeof LIVE_CLOSE) => void;
}

const PING_MS = 20_000;
const DEAD_MS = 50_000;
const MAX_BACKOFF_MS = 15_000;
/** subscribe again with a renewed token this long before the server would close the stream */
const RENEW_BEFORE_MS = 20_000;

export class LiveSocket {
  private ws: WebSocket | null = null;
  private lastSeq: number;
  private attempt = 0;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private renewTimer: ReturnType<typeof setTimeout> | undefined;
  /** the server said the token was no longer good: the next subscribe takes a renewed one */
  private renewNext = false;
  private lastFrame = 0;
  private readonly offerId: string;
  private readonly h: LiveHandlers;
  private readonly online = () => this.reconnectNow();

  constructor(offerId: string, lastSeq: number, handlers: LiveHandlers) {
    this.offerId = offerId;
    this.lastSeq = lastSeq;
    this.h = handlers;
    window.addEventListener('online', this.online);
    this.connect();
  }

  /** Continue from `seq` (after a RELOAD refetch). */
  setSeq(seq: number): void {
    this.lastSeq = seq;
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.online);
    clearTimeout(this.retryTimer);
    clearTimeout(this.renewTimer);
    clearInterval(this.pingTimer);
    this.ws?.close();
    this.ws = null;
  }

  /**
   * The server ends a stream when its token expires; before that, the same socket subscribes
   * again with a fresh token from the last seq (events both streams carry are skipped by seq),
   * so the light stays green and nothing is queued.
   */
  private scheduleRenewal(ws: WebSocket, expiresIn: number | undefined): void {
    clearTimeout(this.renewTimer);
    if (expiresIn === undefined) return;
    // the server's count, not this machine's clock, which may be off by minutes
    this.renewTimer = setTimeout(
      async () => {
        const token = await this.h.token(true);
        if (ws !== this.ws || ws.readyState !== WebSocket.OPEN || !token) return;
        ws.send(JSON.stringify({ type: 'offer', offerId: this.offerId, token, lastSeq: this.lastSeq }));
      },
      Math.min(2 ** 31 - 1, Math.max(1_000, expiresIn - RENEW_BEFORE_MS)),
    );
  }

  /** Drops the connection as if the network had (used by the "offline" test hook and dead links). */
  drop(): void {
    this.ws?.close();
  }

  private reconnectNow(): void {
    if (this.stopped || this.ws) return;
    clearTimeout(this.retryTimer);
    this.connect();
  }

  private connect(): void {
    if (this.stopped) return;
    this.h.onState(this.attempt === 0 ? 'connecting' : 'closed', this.attempt);
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(`${proto}//${location.host}/api/live`);
    this.ws = ws;
    ws.onopen = async () => {
      const token = await this.h.token(this.renewNext);
      this.renewNext = false;
      if (ws !== this.ws || !token) return ws.close();
      this.lastFrame = Date.now();
      ws.send(JSON.stringify({ type: 'offer', offerId: this.offerId, token, lastSeq: this.lastSeq }));
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => {
        if (Date.now() - this.lastFrame > DEAD_MS) return ws.close();
        if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"ping"}');
      }, PING_MS);
    };
    ws.onmessage = (e) => {
      if (ws !== this.ws) return;
      this.lastFrame = Date.now();
      const m = typeof e.data === 'string' ? parseServerMessage(e.data) : undefined;
      if (!m) return;
      if (m.type === 'ack') {
        this.attempt = 0;
        this.h.onState('open', 0);
        this.scheduleRenewal(ws, m.expiresIn);
      } else if (m.type === 'RELOAD') {
        this.lastSeq = m.seq;
        this.h.onReload(m.seq);
      } else if (m.type === 'error') {
        if (m.error === 'unauthorized') this.renewNext = true;
        else {
          this.stopped = true;
          this.h.onRefused(m.error);
        }
      } else if (m.type !== 'pong') {
        // replay and live delivery never repeat, but a reconnect may overlap: seq decides
        if (m.seq <= this.lastSeq) return;
        this.lastSeq = m.seq;
        this.h.onEvent(m);
      }
    };
    ws.onclose = () => {
      if (ws !== this.ws) return;
      this.ws = null;
      clearInterval(this.pingTimer);
      clearTimeout(this.renewTimer);
      if (this.stopped) return;
      this.attempt += 1;
      this.h.onState('closed', this.attempt);
      const wait = Math.min(MAX_BACKOFF_MS, 500 * 2 ** (this.attempt - 1)) * (0.8 + Math.random() * 0.4);
      this.retryTimer = setTimeout(() => this.connect(), wait);
    };
  }
}
