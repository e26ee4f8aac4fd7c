import type { ColDef } from 'ag-grid-community';
import { LOTTERY_DRAWS } from '../../domain/lottery/resource.ts';
import { LOTTERY_RESULTS_LIST } from '../../domain/lottery/results-list.ts';
import { formatYuan } from '../../domain/money.ts';
import { apiUrl } from '../../domain/resource.ts';
import { keyIn, type Translate } from '../../locales/keys.ts';
import { cellTypes } from './cell-types.ts';
import type { GridDef } from './types.ts';

/** A row of GET /api/lottery-draws/results (server/lottery/results.ts). */
export interface LotteryResultRow {
  id: string;
  offerID: number;
  offerName: { en: string; zh: string };
  internalName: string;
  community: string;
  channel: 'wechat_group' | 'miniprogram';
  drawNumber: number;
  conditionType: 'number_of_order' | 'x_item_sold';
  conditionValue: number;
  createdAt: string;
  winners: {
    winnerNumber: number;
    gift: Record<string, unknown> | null;
    order: { orderID: number; customerName: string } | null;
    assignedAt: string | null;
  }[];
}

type Tr = Translate & ((k: string, o: Record<string, unknown>) => string);

/** A gift as people say it: its type, the voucher's value, the discount, or the custom text. */
function giftLabel(g: Record<string, unknown> | null, t: Tr, lang: string): string {
  if (!g) return '';
  const type = String(g.type ?? '');
  const custom = g.custom as { en?: string; zh?: string } | undefined;
  if (type === 'custom') return (lang === 'zh' ? custom?.zh : custom?.en) || custom?.en || '';
  if (type === 'voucher')
    return t('lotteryManagement.giftTypes.voucher', { amount: formatYuan(Number(g.voucherValue ?? 0)) });
  if (type === 'discount')
    return t('lotteryManagement.giftTypes.discount', { n: Number(g.discountAmount ?? 0) });
  return t(keyIn('lotteryManagement.giftTypes', type));
}

/** Each winner slot: its gift, then the order and customer it went to. */
function winnersText(r: LotteryResultRow | undefined, t: Tr, lang: string): string {
  return (r?.winners ?? [])
    .map(
      (w) =>
        `${w.winnerNumber}. ${giftLabel(w.gift, t, lang)} → ${
          w.order ? `#${w.order.orderID} ${w.order.customerName}` : t('lotteryManagement.unassigned')
        }`,
    )
    .join('; ');
}

/**
 * Lottery management (docs/customer-service.md): each draw with its winners (gift, order, customer), per
 * channel.
 */
export const lotteryResultsGrid: GridDef<LotteryResultRow, { lang: string }> = {
  path: apiUrl(LOTTERY_DRAWS.ops.results, {}),
  spec: LOTTERY_RESULTS_LIST,
  columns: (t, ctx): ColDef<LotteryResultRow>[] => {
    const cell = cellTypes(t);
    const tr = t as unknown as Tr;
    return [
      { colId: 'offerID', field: 'offerID', headerName: '#', pinned: 'left', width: 80 },
      {
        colId: 'offerName',
        headerName: t('lotteryManagement.offer'),
        valueGetter: (p) =>
          p.data
            ? (ctx.lang === 'zh' ? p.data.offerName.zh : p.data.offerName.en) || p.data.internalName
            : '',
        sortable: false,
        minWidth: 180,
      },
      {
        colId: 'channel',
        field: 'channel',
        headerName: t('lotteryManagement.channel'),
        sortable: false,
        ...cell.label('live.channels'),
      },
      { colId: 'drawNumber', field: 'drawNumber', headerName: t('lotteryManagement.draw') },
      {
        colId: 'condition',
        headerName: t('lotteryManagement.condition'),
        sortable: false,
        valueGetter: (p) =>
          p.data
            ? tr(`lotteryManagement.conditions.${p.data.conditionType}`, { n: p.data.conditionValue })
            : '',
      },
      {
        colId: 'winners',
        headerName: t('lotteryManagement.winners'),
        sortable: false,
        flex: 1,
        minWidth: 360,
        valueGetter: (p) => winnersText(p.data, tr, ctx.lang),
        // one line a draw; the whole list on hover
        tooltipValueGetter: (p) => winnersText(p.data, tr, ctx.lang),
      },
      {
        colId: 'community',
        field: 'community',
        headerName: t('service.community'),
        sortable: false,
        ...cell.community,
      },
      {
        colId: 'createdAt',
        field: 'createdAt',
        headerName: t('lotteryManagement.createdAt'),
        ...cell.dayTime,
      },
    ];
  },
};
