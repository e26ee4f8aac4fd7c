import { atom, getDefaultStore } from 'jotai';
import { isHTTPError } from 'ky';
import type { AuthAnswer } from '../../domain/users/schema.ts';
import { logout as apiLogout, refresh as apiRefresh } from '../api/auth.ts';
import { provideSession } from '../api/session-access.ts';
import { SESSION_KEY } from './session-key.ts';

/**
 * The signed-in session. It lives in one jotai atom (read by React) mirrored in localStorage
 * (so a reload or a second tab keeps it). The API client reads and renews it outside React
 * through the default store.
 */
export type Session = AuthAnswer;

const KEY = SESSION_KEY;
/** Renew this long before the access token expires, so no request leaves with a stale token. */
const MARGIN_MS = 30_000;

export const store = getDefaultStore();
export const sessionAtom = atom<Session | null>(null);
/** 'restoring' while the start-up check runs, so the app does not flash the login screen. */
export const bootAtom = atom<'restoring' | 'ready'>('restoring');
export const userAtom = atom((get) => get(sessionAtom)?.user ?? null);

const expired = (iso: string | undefined, margin = 0) =>
  !iso || Number.isNaN(Date.parse(iso)) || Date.parse(iso) - margin <= Date.now();

function read(): Partial<Session> | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Partial<Session>) : null;
  } catch {
    return null;
  }
}

export function setSession(s: Session): void {
  localStorage.setItem(KEY, JSON.stringify(s));
  store.set(sessionAtom, s);
}

type LostListener = () => void;
const lostListeners = new Set<LostListener>();
/** The router subscribes to send the user to `/` (the login) when the session is lost. */
export function onSessionLost(fn: LostListener): () => void {
  lostListeners.add(fn);
  return () => lostListeners.delete(fn);
}

/**
 * Forgets the session (spec: any 401/403 clears storage and shows the login). Only the session
 * key is removed: the language choice is a device preference, not session data.
 */
export function clearSession(): void {
  const had = store.get(sessionAtom) !== null;
  localStorage.removeItem(KEY);
  store.set(sessionAtom, null);
  if (had) for (const fn of lostListeners) fn();
}

export async function signOut(): Promise<void> {
  const s = store.get(sessionAtom);
  clearSession();
  if (s) await apiLogout(s.refreshToken);
}

let inflight: Promise<Session | null> | null = null;

/**
 * Refresh tokens rotate on every use and a reused one ends the whole session (replay detection),
 * so tabs of one browser must not refresh together: the refresh runs under a lock shared by the
 * tabs, and a tab that got the lock after another one renewed takes the stored session instead.
 */
function acrossTabs<T>(fn: () => Promise<T>): Promise<T> {
  return typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request('comptoir.refresh', fn)
    : fn();
}

async function refreshOnce(refreshToken: string): Promise<Session> {
  const stored = read();
  const latest = stored?.user && stored.token && stored.refreshToken ? (stored as Session) : undefined;
  // another tab renewed while this one waited (or while it slept and missed the storage event)
  const renewedElsewhere = !!latest && latest.refreshToken !== refreshToken;
  if (latest && renewedElsewhere && !expired(latest.expireAt, MARGIN_MS)) {
    store.set(sessionAtom, latest);
    return latest;
  }
  // only the newest refresh token is still good: an older one would count as a replay
  const s = await apiRefresh(renewedElsewhere && latest ? latest.refreshToken : refreshToken);
  setSession(s);
  return s;
}

/** One refresh at a time: parallel requests share it, and other tabs wait for it. */
function renew(refreshToken: string): Promise<Session | null> {
  inflight ??= acrossTabs(() => refreshOnce(refreshToken))
    .catch((e: unknown) => {
      // A refused refresh ends the session; a network failure keeps it for a later try.
      if (isHTTPError(e)) clearSession();
      return null;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/**
 * The bearer token to send now, renewed first when it is about to expire, or when `force` asks
 * (the live socket, which goes by the server's clock rather than this machine's).
 */
export async function freshToken(force = false): Promise<string | null> {
  const s = store.get(sessionAtom);
  if (!s) return null;
  if (!force && !expired(s.expireAt, MARGIN_MS)) return s.token;
  if (expired(s.refreshExpireAt)) {
    clearSession();
    return null;
  }
  return (await renew(s.refreshToken))?.token ?? null;
}

/** Start-up: stored user and live token restore; else a live refresh token renews; else clear. */
export async function restoreSession(): Promise<void> {
  const s = read();
  if (s?.user && s.token && !expired(s.expireAt, MARGIN_MS) && s.refreshToken && s.refreshExpireAt) {
    store.set(sessionAtom, s as Session);
  } else if (s?.refreshToken && !expired(s.refreshExpireAt)) {
    if (!(await renew(s.refreshToken))) localStorage.removeItem(KEY);
  } else {
    localStorage.removeItem(KEY);
  }
  store.set(bootAtom, 'ready');
}

/** Keeps tabs in step: signing out (or in) in one tab does the same in the others. */
export function followOtherTabs(): void {
  window.addEventListener('storage', (e) => {
    if (e.key !== KEY) return;
    const s = read();
    if (s?.token && s.user) store.set(sessionAtom, s as Session);
    else clearSession();
  });
}

/**
 * Start-up: gives the API layer the token and the sign-out it needs (src/api imports nothing of
 * the shell). Called before any call is made.
 */
export function connectApi(): void {
  provideSession({ freshToken, clearSession });
}
