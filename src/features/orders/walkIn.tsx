import { Button, ButtonGroup } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CUSTOMERS } from '../../../domain/customers/resource.ts';
import type { OrderView } from '../../../domain/live-views.ts';
import { ORDERS } from '../../../domain/orders/resource.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { api } from '../../api/client.ts';
import { saveRecord } from '../../api/saveRecord.ts';
import { toastError, toastSuccess } from '../../app/toaster.ts';
import { forgetLookups } from '../live/lookup.ts';
import type { DailyValues } from './dailyValues.ts';
import { downloadOrderPdf } from './download.ts';

/**
 * The customer of a walk-in's order, created when the user says yes after the save and attached
 * to the order ('User created'):
 * name, one address (city, zip code, area, type, detailed address, phone, contact), no groups, no pets.
 */
export async function createCustomerFor(order: OrderView, v: DailyValues, t: TFunction): Promise<void> {
  try {
    const c = await api
      .post(apiUrl(CUSTOMERS.ops.create, {}), {
        json: {
          name: v.customerName,
          addresses: [
            {
              type: v.addressType,
              city: v.city,
              zipCode: v.zipCode,
              area: v.area,
              detailedAddress: v.detailedAddress,
              phone: v.phone,
              contact: v.contact || v.customerName,
            },
          ],
          wechatGroups: [],
          pets: [],
        },
        // one customer per order, however often the button is pressed
        headers: { 'Idempotency-Key': `customer-for-${order.id}` },
      })
      .json<{ id: string }>();
    forgetLookups();
    await saveRecord(ORDERS, order.id, { version: order.version, customer: c.id });
    toastSuccess(t('dailyOrder.userCreated'));
  } catch {
    toastError(t('errors.anErrorOccurs'));
  }
}

/** The order's PDF, in English or in Chinese. */
export function OrderPdfButtons({ order }: { order: Parameters<typeof downloadOrderPdf>[0] }) {
  const { t } = useTranslation();
  return (
    <ButtonGroup>
      <Button
        icon="document"
        onClick={() => void downloadOrderPdf(order, 'en').catch(() => toastError(t('orders.pdfFailed')))}
      >
        {t('dailyOrder.pdfEn')}
      </Button>
      <Button
        icon="document"
        onClick={() => void downloadOrderPdf(order, 'zh').catch(() => toastError(t('orders.pdfFailed')))}
      >
        {t('dailyOrder.pdfZh')}
      </Button>
    </ButtonGroup>
  );
}
