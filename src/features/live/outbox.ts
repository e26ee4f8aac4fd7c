import type { LiveRow } from './rows.ts';

/** Nothing typed in the entry row yet: a refused order may be taken back into it. */
export function isBlankEntry(r: LiveRow): boolean {
  return !r.customerName && !r.customer && !r._pick && !r.packs.length && !r.singleItems.length;
}

/**
 * The entry row's attempts after Enter: `queued` are sent one at a time in keyed order; an
 * attempt the server refused (stock, minimum amount) moves to `refused`. Both are pinned under
 * the entry row, so a refused order stays on screen, marked, until the user takes it back into
 * an empty entry row (to fix it) or drops it: a fast typist is keying the next order already, and
 * nothing may vanish with only a toast to say so.
 */
export class Outbox {
  queued: LiveRow[] = [];
  refused: LiveRow[] = [];

  /** The entry row on top, then the orders on their way, then the refused ones. */
  pinned(entry: LiveRow): LiveRow[] {
    return [entry, ...this.queued, ...this.refused];
  }

  add(e: LiveRow): void {
    const key = e._key ?? crypto.randomUUID();
    this.queued = [...this.queued, { ...e, _kind: 'queued', _key: key, id: key }];
  }

  head(): LiveRow | undefined {
    return this.queued[0];
  }

  find(key: string | undefined): LiveRow | undefined {
    return this.queued.find((q) => q._key === key);
  }

  /** A customer settled on a queued attempt (its lookup answered after Enter). */
  update(r: LiveRow): void {
    this.queued = this.queued.map((q) => (q._key === r._key ? { ...r, _kind: 'queued', id: q.id } : q));
  }

  /** Sent: the order is the grid's now. */
  sent(key: string | undefined): void {
    this.queued = this.queued.filter((q) => q._key !== key);
  }

  refuse(key: string | undefined): void {
    const q = this.find(key);
    this.sent(key);
    if (q) this.refused = [...this.refused, { ...q, _kind: 'refused' }];
  }

  /**
   * The refused attempt back as the entry row's content, under a new key (a new attempt), when the
   * entry row is blank; else undefined and it stays where it is.
   */
  takeBack(key: string | undefined, entry: LiveRow): LiveRow | undefined {
    const back = this.refused.find((r) => r._key === key);
    if (!back || !isBlankEntry(entry)) return undefined;
    this.refused = this.refused.filter((r) => r !== back);
    return { ...back, _kind: 'entry', id: entry.id, _key: crypto.randomUUID() };
  }

  drop(key: string | undefined): void {
    this.refused = this.refused.filter((r) => r._key !== key);
  }
}
