import { atom } from 'jotai';

/**
 * UI state of the live socket (design card: "jotai atoms hold session and live socket state").
 * `connecting` is grey (before the first ack), `open` green (acknowledged), `closed` red.
 */
export type ConnectionState = 'connecting' | 'open' | 'closed';
export const connectionAtom = atom<ConnectionState>('connecting');
/** edits and new orders waiting for the connection to come back */
export const pendingSavesAtom = atom(0);
/** reconnect attempts since the last ack, shown beside the red light */
export const reconnectAttemptAtom = atom(0);
