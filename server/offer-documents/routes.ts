import { OFFER_DOCUMENTS } from '../../domain/offer-documents/resource.ts';
import type { AppContext, AreaRoutes } from '../context.ts';
import { serve } from '../resources/serve.ts';
import { deliveryExport } from './delivery-export.ts';
import { packingListPdf } from './packing.ts';
import { offerRecap } from './recap.ts';

/** The files made from one offer: recap workbook, delivery-tracking export, packing list. */
export function offerDocumentRoutes(ctx: AppContext): void {
  serve(ctx.app, OFFER_DOCUMENTS, {
    recap: offerRecap(ctx),
    deliveryExport: deliveryExport(ctx),
    packingList: packingListPdf(ctx),
  });
}

export default offerDocumentRoutes satisfies AreaRoutes;
