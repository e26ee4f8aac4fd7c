import type { OfferListRow } from '../../../../../domain/offers/list.ts';
import { OFFERS } from '../../../../../domain/offers/resource.ts';
import { apiUrl } from '../../../../../domain/resource.ts';
import { fetchPage } from '../../../../api/list.ts';
import type { FieldProps } from '../../../../components/fields/Field.tsx';
import { SearchSelect } from './SearchSelect.tsx';

const LIST = apiUrl(OFFERS.ops.list, {});
const known = new Map<string, OfferListRow>();

/** The ghost offer: another offer of the caller's communities, searched by name. */
export function OfferPicker({ exclude, ...props }: FieldProps & { exclude?: string }) {
  return (
    <SearchSelect<OfferListRow>
      {...props}
      cacheName="offer-ghosts"
      search={async (text, signal) => {
        const page = await fetchPage<OfferListRow>(
          LIST,
          { range: [0, 9], filter: { internalName: text } },
          signal,
        );
        for (const r of page.rows) known.set(r.id, r);
        return page.rows.filter((r) => r.id !== exclude);
      }}
      chosen={(id) => known.get(id) ?? null}
      idOf={(o) => o.id}
      text={(o) => `${o.offerID} · ${o.internalName}`}
      detail={(o) => o.startingDate.slice(0, 10)}
    />
  );
}
