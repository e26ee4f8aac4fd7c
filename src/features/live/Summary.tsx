import { HTMLTable } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveChannel, OfferLine } from '../../../domain/live-views.ts';
import { formatYuan } from '../../../domain/money.ts';
import { stockLevel } from '../../../domain/stock/rules.ts';
import type { LiveStore } from './store.ts';

/**
 * The summary block above the grid: per pack and add-on, stock put on sale, actual
 * stock left and the price now. Stock colours from domain/stock/rules.ts: very low red, low orange,
 * sold out struck through.
 */
export function Summary({ store, channel }: { store: LiveStore; channel: LiveChannel }) {
  const { t, i18n } = useTranslation();
  const offer = useSyncExternalStore(store.subscribeOffer, store.getOffer);
  const block = channel === 'wechat_group' ? offer.wechatGroup : offer.miniprogram;
  if (!block) return null;
  const row = (l: OfferLine) => {
    const level = stockLevel(l.actualStock);
    const name = i18n.language === 'zh' ? l.name.zh : l.name.en;
    return (
      <tr key={l.id} data-line={l.id}>
        <th scope="row">
          {l.letter && <span className="cpt-live-letter">{l.letter}</span>}
          {name}
        </th>
        <td className="cpt-num">{l.stock}</td>
        <td className={`cpt-num cpt-live-stock cpt-live-stock-${level}`} data-testid={`actual-${l.id}`}>
          {l.actualStock}
          {level === 'sold_out' && <span className="cpt-live-soldout">{t('live.soldOut')}</span>}
        </td>
        <td className="cpt-num">{l.sold}</td>
        <td className="cpt-num">
          {formatYuan(l.price)}
          {l.price !== l.basePrice && <s className="cpt-live-base">{formatYuan(l.basePrice)}</s>}
        </td>
      </tr>
    );
  };
  // packs and add-ons side by side: at 1440 px the block is as tall as the longer list, not both
  const table = (title: string, lines: readonly OfferLine[]) => (
    <HTMLTable compact striped className="cpt-live-summary-table">
      <thead>
        <tr>
          <th>{title}</th>
          <th className="cpt-num">{t('live.stock')}</th>
          <th className="cpt-num">{t('live.actualStock')}</th>
          <th className="cpt-num">{t('live.sold')}</th>
          <th className="cpt-num">{t('live.price')}</th>
        </tr>
      </thead>
      <tbody>{lines.map(row)}</tbody>
    </HTMLTable>
  );
  return (
    <section className="cpt-live-summary" aria-label={t('live.summary')}>
      {block.packs.length > 0 && table(t('live.packs'), block.packs)}
      {block.singleItems.length > 0 && table(t('live.addOns'), block.singleItems)}
    </section>
  );
}
