import { useTranslation } from 'react-i18next';
import { listSearchParams } from '../../../../../domain/list-wire.ts';
import { formatYuan } from '../../../../../domain/money.ts';
import type { ProductListRow } from '../../../../../domain/products/list.ts';
import { PRODUCTS } from '../../../../../domain/products/resource.ts';
import { apiUrl } from '../../../../../domain/resource.ts';
import { keyIn } from '../../../../../locales/keys.ts';
import { api } from '../../../../api/client.ts';
import type { FieldProps } from '../../../../components/fields/Field.tsx';
import { SearchSelect } from './SearchSelect.tsx';

const LIST = apiUrl(PRODUCTS.ops.list, {});
/** the rows seen so far, so a chosen product keeps its label without another call */
const known = new Map<string, ProductListRow>();

/** Available products with their stock (`stock=true`), up to ten per search. */
export async function searchProducts(text: string, signal?: AbortSignal): Promise<ProductListRow[]> {
  const sp = listSearchParams({ range: [0, 9], filter: { name: text, status: 'available' } });
  sp.set('stock', 'true');
  const rows = await api.get(LIST, { searchParams: sp, signal }).json<ProductListRow[]>();
  for (const r of rows) known.set(r.id, r);
  return rows;
}

export function rememberProducts(rows: readonly ProductListRow[]): void {
  for (const r of rows) known.set(r.id, r);
}

export const knownProduct = (id: string) => known.get(id) ?? null;

/**
 * A pack's or an add-on's product: id, name, status, stock and free stock, weight and retail price
 * shown for each match; picking one fills the line's weight and unit when empty.
 */
export function OfferProductPicker(props: FieldProps & { onPick?: (p: ProductListRow) => void }) {
  const { t, i18n } = useTranslation();
  const name = (p: ProductListRow) => (i18n.language === 'zh' ? p.name.zh || p.name.en : p.name.en);
  return (
    <SearchSelect<ProductListRow>
      {...props}
      cacheName="offer-products"
      search={(text, signal) => searchProducts(text, signal)}
      chosen={knownProduct}
      idOf={(p) => p.id}
      text={(p) => `${p.productId} · ${name(p)}`}
      detail={(p) =>
        [
          t(keyIn('product.statuses', p.status)),
          // the stock is known from a search (stock=true), not from the light catalogue
          p.stock === undefined ? '' : t('offerForm.stockOf', { stock: p.stock, free: p.freeStock ?? 0 }),
          `${p.weight} ${t(keyIn('product.weightTypes', p.weightType))}`,
          p.retailPrice == null ? '' : formatYuan(p.retailPrice),
        ]
          .filter(Boolean)
          .join(' · ')
      }
    />
  );
}
