import { Button, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveChannel } from '../../../domain/live-views.ts';
import { LOTTERY_DRAWS } from '../../../domain/lottery/resource.ts';
import { formatYuan } from '../../../domain/money.ts';
import type { DRAW_CONDITIONS, GiftType } from '../../../domain/offers/schema-parts.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { api } from '../../api/client.ts';
import { apiErrorOf } from '../../api/errors.ts';
import { fetchPage } from '../../api/list.ts';
import { Oops } from '../../components/Oops.tsx';
import { downloadCsv } from './csv.ts';
import { LotteryOrderInput } from './LotteryOrderInput.tsx';
import { fieldErrorText } from './messages.ts';
import type { Live } from './useLive.ts';

type Gift = {
  type: GiftType;
  custom?: { en?: string; zh?: string } | null;
  voucherValue?: number;
  discountAmount?: number;
};
interface Winner {
  giftIndex: number;
  winnerNumber: number;
  gift: Gift;
  order: { id: string; orderID: number; orderNumber: number; customerName: string } | null;
}
interface Draw {
  id: string;
  channel: LiveChannel;
  drawNumber: number;
  conditionType: (typeof DRAW_CONDITIONS)[number];
  conditionValue: number;
  progress: { orders: number; itemsSold: number };
  due: boolean;
  winners: Winner[];
}

/** Lottery tab: draws per channel with their winners; an order number per winner. */
export function LotteryTab({ live }: { live: Live }) {
  const { t, i18n } = useTranslation();
  const offerId = live.store.offer.id;
  const [draws, setDraws] = useState<Draw[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is Retry
  useEffect(() => {
    setError(null);
    fetchPage<Draw>(apiUrl(LOTTERY_DRAWS.ops.list, {}), { filter: { offer: offerId }, range: [0, 999] }).then(
      (p) => setDraws(p.rows),
      setError,
    );
  }, [offerId, attempt]);
  if (error) return <Oops onRetry={() => setAttempt((n) => n + 1)} />;
  if (!draws) return <Spinner size={30} aria-label={t('app.loading')} />;

  const giftText = (g: Gift) =>
    g.type === 'custom'
      ? ((i18n.language === 'zh' ? g.custom?.zh : g.custom?.en) ?? '')
      : g.type === 'voucher'
        ? `${t('live.gifts.voucher')} ${formatYuan(g.voucherValue ?? 0)}`
        : g.type === 'discount'
          ? `${t('live.gifts.discount')} ${g.discountAmount ?? 0}%`
          : t(`live.gifts.${g.type}`);
  const byOrderID = (n: number) => live.store.all().find((o) => o.orderID === n);

  // sent without waiting, the list updates locally at once; a refusal puts it back
  // and its reason is shown on the field (the typed number stays there to be corrected)
  const assign = (d: Draw, w: Winner, n: number | null): Promise<string | null> => {
    const o = n === null ? null : byOrderID(n);
    const order = o
      ? { id: o.id, orderID: o.orderID, orderNumber: o.orderNumber ?? 0, customerName: o.customerName }
      : n === null
        ? null
        : { id: '', orderID: n, orderNumber: 0, customerName: '' };
    const patch = (winner: Winner['order']) =>
      setDraws(
        (ds) =>
          ds?.map((x) =>
            x.id !== d.id
              ? x
              : {
                  ...x,
                  winners: x.winners.map((y) =>
                    y.winnerNumber === w.winnerNumber ? { ...y, order: winner } : y,
                  ),
                },
          ) ?? null,
      );
    patch(order);
    return api
      .post(apiUrl(LOTTERY_DRAWS.ops.assign, { drawId: d.id }), {
        // the holder on screen: when another operator gave the slot meanwhile, a 409 shows his
        json: {
          winnerNumber: w.winnerNumber,
          orderID: n,
          currentOrderID: w.order?.orderID ?? null,
          drawNumber: d.drawNumber,
        },
      })
      .json<Draw>()
      .then(
        (fresh) => {
          setDraws((ds) => ds?.map((x) => (x.id === fresh.id ? fresh : x)) ?? null);
          return null;
        },
        (e: unknown) => {
          const now =
            apiErrorOf(e)?.error === 'conflict' ? (apiErrorOf(e)?.details as Draw | undefined) : undefined;
          if (now?.id === d.id) setDraws((ds) => ds?.map((x) => (x.id === now.id ? now : x)) ?? null);
          else patch(w.order);
          return fieldErrorText(e, t, (k) => i18n.exists(k));
        },
      );
  };
  // the file lists what the server holds, not what this screen shows: an assignment still on its
  // way, or refused, is never exported as a winner
  const exportCsv = async () => {
    const stored = await fetchPage<Draw>(apiUrl(LOTTERY_DRAWS.ops.list, {}), {
      filter: { offer: offerId },
      range: [0, 999],
    }).then((p) => p.rows, setError);
    if (!stored) return;
    setDraws(stored);
    downloadCsv(
      `lottery-${live.store.offer.offerID}`,
      [
        t('live.lottery.channel'),
        t('live.lottery.draw'),
        t('live.lottery.winner'),
        t('live.lottery.gift'),
        t('live.lottery.order'),
        t('live.cols.customer'),
      ],
      // in the order the tab shows them: channel by channel
      [...new Set(stored.map((d) => d.channel))]
        .flatMap((ch) => stored.filter((d) => d.channel === ch))
        .flatMap((d) =>
          d.winners.map((w) => [
            t(`live.channels.${d.channel}`),
            d.drawNumber,
            w.winnerNumber,
            giftText(w.gift),
            w.order?.orderID ?? '',
            w.order?.customerName ?? '',
          ]),
        ),
    );
  };

  const channels = [...new Set(draws.map((d) => d.channel))];
  return (
    <div className="cpt-live-lottery">
      <div className="cpt-live-table-head">
        <span className="cpt-spacer" />
        <Button icon="download" variant="outlined" onClick={() => void exportCsv()} disabled={!draws.length}>
          {t('live.downloadCsv')}
        </Button>
      </div>
      {draws.length === 0 && <p className="bp6-text-muted">{t('live.lottery.none')}</p>}
      {channels.map((ch) => (
        <section key={ch}>
          <h3>{t(`live.channels.${ch}`)}</h3>
          <HTMLTable compact striped className="cpt-live-draws">
            <thead>
              <tr>
                <th>{t('live.lottery.draw')}</th>
                <th>{t('live.lottery.condition')}</th>
                <th>{t('live.lottery.winner')}</th>
                <th>{t('live.lottery.gift')}</th>
                <th>{t('live.lottery.order')}</th>
                <th>{t('live.cols.customer')}</th>
              </tr>
            </thead>
            <tbody>
              {draws
                .filter((d) => d.channel === ch)
                .flatMap((d) =>
                  d.winners.map((w) => (
                    <tr key={`${d.id}/${w.winnerNumber}`}>
                      <td>#{d.drawNumber}</td>
                      <td>
                        {t(`live.lottery.conditions.${d.conditionType}`, { value: d.conditionValue })}{' '}
                        <Tag minimal intent={d.due ? 'success' : 'none'}>
                          {d.due ? t('live.lottery.due') : t('live.lottery.notYet')}
                        </Tag>
                      </td>
                      <td>{w.winnerNumber}</td>
                      <td>{giftText(w.gift)}</td>
                      <td>
                        <LotteryOrderInput
                          current={w.order?.orderID ?? null}
                          label={t('live.lottery.orderOf', { draw: d.drawNumber, winner: w.winnerNumber })}
                          onAssign={(n) => assign(d, w, n)}
                        />
                      </td>
                      <td>{w.order?.customerName}</td>
                    </tr>
                  )),
                )}
            </tbody>
          </HTMLTable>
        </section>
      ))}
    </div>
  );
}
