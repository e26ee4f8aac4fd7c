import { keptWechatGroups } from '../../../domain/orders/entry.ts';
import type { Translate } from '../../../locales/keys.ts';
import { toastError, toastSuccess } from '../../app/toaster.ts';
import { createCustomer, forgetLookups } from './lookup.ts';
import type { LiveRow } from './rows.ts';
import type { Live } from './useLive.ts';

/**
 * "Create customer" from a walk-in order: the customer gets the order's name, phone
 * and address (and its group number in this community), then the order is linked to them.
 */
export async function createCustomerFrom(
  row: LiveRow,
  live: Live,
  t: Translate,
  _exists: (k: string) => boolean,
) {
  const a = row.customerAddress;
  if (!a?.area) return;
  try {
    const c = await createCustomer(
      {
        name: row.customerName,
        addresses: [
          {
            type: 'home',
            city: a.city,
            area: a.area,
            detailedAddress: a.detailedAddress,
            phone: a.phone,
            contact: row.customerName,
          },
        ],
        contacts: [{ name: row.customerName, phone: a.phone }],
        wechatGroups: keptWechatGroups([
          { community: live.store.offer.community, groupNumber: row.groupNumber },
        ]).map((g) => ({
          community: g.community,
          groupNumber: g.groupNumber as number,
        })),
      },
      `customer-for-${row.id}`,
    );
    forgetLookups();
    toastSuccess(t('live.customerCreated'));
    const cur = live.store.get(row.id) ?? row;
    live.queue.change(
      { ...cur, customer: { id: c.id, name: c.name, profilePicture: null }, customerDaily: null },
      'customer',
      cur,
    );
  } catch {
    toastError(t('errors.anErrorOccurs'));
  }
}
