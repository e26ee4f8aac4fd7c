import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveEvent } from '../../../domain/live-messages.ts';
import type { OfferDetails, OrderView, PriceChange } from '../../../domain/live-views.ts';
import { formatAmount } from '../../../domain/money.ts';
import { OFFERS } from '../../../domain/offers/resource.ts';
import { ORDERS } from '../../../domain/orders/resource.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { api } from '../../api/client.ts';
import { fetchPage } from '../../api/list.ts';
import { freshToken } from '../../app/session.ts';
import { toast, toastError } from '../../app/toaster.ts';
import { connectionAtom, pendingSavesAtom, reconnectAttemptAtom } from './atoms.ts';
import { orderErrorText } from './messages.ts';
import { SaveQueue } from './saves.ts';
import { LiveSocket } from './socket.ts';
import { LiveStore } from './store.ts';

/** Everything one live page shares: the data, the save queue, the socket. */
export interface Live {
  store: LiveStore;
  queue: SaveQueue;
  socket: LiveSocket;
  online: () => boolean;
  /** called each time the server acknowledges the (re)connection */
  onOnline: (fn: () => void) => () => void;
}

async function load(offerId: string): Promise<[OfferDetails, OrderView[]]> {
  const offer = await api.get(apiUrl(OFFERS.ops.one, { id: offerId })).json<OfferDetails>();
  // the live view's orders, sorted by orderDate descending, unlimited
  const page = await fetchPage<OrderView>(apiUrl(ORDERS.ops.list, {}), {
    filter: { offer: offerId },
    sort: ['orderDate', 'DESC'],
    range: [0, 9999],
  });
  return [offer, page.rows];
}

/** Loads the offer and its orders, then follows the socket (docs/live.md, "Client recipe"). */
export function useLive(offerId: string): { live: Live | null; error: unknown; retry: () => void } {
  const { t, i18n } = useTranslation();
  const [live, setLive] = useState<Live | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const setConn = useSetAtom(connectionAtom);
  const setPending = useSetAtom(pendingSavesAtom);
  const setAttemptCount = useSetAtom(reconnectAttemptAtom);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Retry reloads; t is stable per language
  useEffect(() => {
    let socket: LiveSocket | undefined;
    let alive = true;
    let connected = false;
    const online = new Set<() => void>();
    setConn('connecting');
    setLive(null);
    setError(null);
    const warn = (changes: readonly PriceChange[]) => {
      for (const c of changes) {
        const name = i18n.language === 'zh' ? c.name.zh : c.name.en;
        const price = formatAmount(c.price);
        const message =
          c.reason === 'bourse'
            ? t('offer.warnings.boursePrice', { price })
            : t('offer.warnings.freeFallPrice', { name, price });
        void toast({ message, intent: 'warning', icon: 'trending-down', timeout: 8000 });
      }
    };
    load(offerId).then(
      ([offer, orders]) => {
        if (!alive) return;
        const store = new LiveStore(offer, orders);
        const queue = new SaveQueue(store, {
          online: () => connected,
          onCount: setPending,
          onNetworkFailure: () => socket?.drop(),
          onOutcome: (o) =>
            toastError(
              o.kind === 'conflict'
                ? t('live.conflict')
                : orderErrorText(o.error, t, (k) => i18n.exists(k), 'live.errors.update'),
            ),
        });
        const onEvent = (e: LiveEvent) => {
          if (e.type === 'UPDATE_OFFER') {
            store.applyLines(e.offer.lines);
            warn(e.offer.priceChanges);
          } else store.applyEvent(e.order);
        };
        socket = new LiveSocket(offerId, offer.liveSeq, {
          token: freshToken,
          onEvent,
          onReload: (seq) => {
            void load(offerId).then(([o, os]) => {
              store.setOffer(o);
              store.setOrders(os);
              socket?.setSeq(Math.max(seq, o.liveSeq));
            });
          },
          onState: (s, n) => {
            connected = s === 'open';
            setConn(s);
            setAttemptCount(n);
            if (connected) {
              queue.flushAll();
              for (const f of online) f();
            }
          },
          onRefused: (reason) => toastError(t(`live.refused.${reason}`)),
        });
        const s = socket;
        setLive({
          store,
          queue,
          socket: s,
          online: () => connected,
          onOnline: (fn) => {
            online.add(fn);
            return () => online.delete(fn);
          },
        });
      },
      (e: unknown) => alive && setError(e),
    );
    return () => {
      alive = false;
      socket?.stop();
    };
  }, [offerId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { live, error, retry };
}
