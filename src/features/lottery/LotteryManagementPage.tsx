import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNITIES } from '../../../domain/communities.ts';
import { keyIn } from '../../../locales/keys.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef, TabDef } from '../../components/ListPage/types.ts';
import { type LotteryResultRow, lotteryResultsGrid } from '../../grids/lottery.ts';

const TABS: readonly TabDef[] = [
  { id: 'all', labelKey: 'offers.tabs.all' },
  { id: 'miniprogram', labelKey: 'live.channels.miniprogram', tabFilter: { channel: 'miniprogram' } },
  { id: 'wechat_group', labelKey: 'live.channels.wechat_group', tabFilter: { channel: 'wechat_group' } },
];

const FILTERS: readonly FilterDef[] = [
  { kind: 'text', field: 'offerName', labelKey: 'lotteryManagement.offer' },
  {
    kind: 'select',
    field: 'community',
    labelKey: 'service.community',
    options: COMMUNITIES.map((c) => ({ value: c.id, labelKey: keyIn('communities', c.key) })),
  },
  { kind: 'dateRange', field: 'createdAt', labelKey: 'lotteryManagement.createdAt' },
];

/**
 * /lottery-management: the results per channel, each draw with its winners
 * (gift, order, customer name) and date, in the caller's communities; CSV export with the date.
 */
export default function LotteryManagement() {
  const { i18n } = useTranslation();
  const context = useMemo(() => ({ lang: i18n.language }), [i18n.language]);
  return (
    <ListPage<LotteryResultRow, { lang: string }>
      grid={lotteryResultsGrid}
      context={context}
      titleKey="lotteryManagement.title"
      tabs={TABS}
      filters={FILTERS}
      exportName="lottery"
    />
  );
}
