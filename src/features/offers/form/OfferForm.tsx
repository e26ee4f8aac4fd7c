import './offer-form.css';
import { Button } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { OfferDetails } from '../../../../domain/live-views.ts';
import { OFFERS } from '../../../../domain/offers/resource.ts';
import type { OfferInput } from '../../../../domain/offers/schema.ts';
import { canDeleteOffer, hasStarted } from '../../../../domain/offers/timing.ts';
import type { ProductChoice, ProductListRow } from '../../../../domain/products/list.ts';
import { PRODUCTS } from '../../../../domain/products/resource.ts';
import { apiUrl, screenUrl } from '../../../../domain/resource.ts';
import { api } from '../../../api/client.ts';
import { invalidateResource } from '../../../api/query.ts';
import { saveRecord, useCreateKey } from '../../../api/saveRecord.ts';
import { useRecord } from '../../../api/useRecord.ts';
import { userAtom } from '../../../app/session.ts';
import { toastSuccess } from '../../../app/toaster.ts';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { useFormValue } from '../../../components/FormPage/context.ts';
import { FormPage } from '../../../components/FormPage/FormPage.tsx';
import { useForm } from '../../../components/FormPage/useForm.ts';
import { useRecordValues } from '../../../components/FormPage/useRecordValues.ts';
import { offerFormSchema } from './clientSchema.ts';
import { DiscontinuedNotice, namesDiscontinued } from './DiscontinuedNotice.tsx';
import { OfferLockContext } from './locks.ts';
import { Outline } from './Outline.tsx';
import { emptyOffer, fromOffer, type OfferValues, toOfferBody, withBlocks } from './offerValues.ts';
import { rememberProducts } from './pickers/ProductPicker.tsx';
import { ChannelSection } from './sections/ChannelSection.tsx';
import { ClipboardSection } from './sections/ClipboardSection.tsx';
import { DatesSection } from './sections/DatesSection.tsx';
import { DeliverySection } from './sections/DeliverySection.tsx';
import { GeneralSection } from './sections/GeneralSection.tsx';
import { MediaSection } from './sections/MediaSection.tsx';
import { SalesSection } from './sections/SalesSection.tsx';
import { TextsSection } from './sections/TextsSection.tsx';

const BACK = OFFERS.screens.list.path;

/** Every product's name and state, so stored lines show their product before any search. */
function useProductNames() {
  useEffect(() => {
    void api
      .get(apiUrl(PRODUCTS.ops.all, {}))
      .json<ProductChoice[]>()
      .then((all) =>
        rememberProducts(all.map((p) => ({ ...p, retailPrice: null }) as unknown as ProductListRow)),
      )
      .catch(() => undefined);
  }, []);
}

/**
 * /offers/create (also from a duplicate's draft, `?from=`) and /offers/{offerId} (docs/offers.md,
 * "The form"): a full page with an outline of its sections, a sticky save bar, Ctrl+S, Escape.
 */
export default function OfferForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { offerId } = useParams();
  const [search] = useSearchParams();
  const from = search.get('from');
  const user = useAtomValue(userAtom);
  const record = useRecord<OfferDetails>(offerId ? apiUrl(OFFERS.ops.one, { id: offerId }) : null);
  const draft = useRecord<OfferInput>(!offerId && from ? apiUrl(OFFERS.ops.duplicate, { id: from }) : null);
  const stored = record.data;
  const storedStart = stored?.startingDate ?? null;
  const schema = useMemo(() => offerFormSchema(storedStart), [storedStart]);
  const only = user?.communities.length === 1 ? user.communities[0] : undefined;
  // one key for the form's life: a double save or a retry creates one record
  const createKey = useCreateKey();
  const form = useForm<OfferValues>(emptyOffer(only), schema, toOfferBody);
  useRecordValues(form, record.data, fromOffer);
  useRecordValues(form, draft.data, (d) => withBlocks(d));
  useProductNames();
  const [discontinuedNotice, setDiscontinuedNotice] = useState(false);
  const started = !!stored && hasStarted(stored, new Date());
  const channel = useFormValue('channel', form);
  const hidden = new Set(
    channel === 'wechat_group' ? ['miniprogram'] : channel === 'miniprogram' ? ['wechatGroup'] : [],
  );

  const discontinue = async () => {
    if (!offerId || !stored) return;
    await saveRecord(OFFERS, offerId, { status: 'discontinued', version: form.values.version });
    toastSuccess(t('offerForm.discontinued'));
    navigate(BACK);
  };
  const title = offerId
    ? t('offerForm.editTitle', { id: stored?.offerID ?? '', name: stored?.internalName ?? '' })
    : t('offers.create');
  return (
    <OfferLockContext.Provider value={started ? storedStart : null}>
      <FormPage<OfferValues>
        form={form}
        title={title}
        backTo={BACK}
        loading={record.loading || draft.loading}
        loadError={record.error ?? draft.error}
        onRetry={offerId ? record.retry : draft.retry}
        fromRecord={fromOffer}
        history={offerId ? { resource: OFFERS.key, id: offerId, labels: 'offers' } : undefined}
        onSave={async (body) => fromOffer(await saveRecord<OfferDetails>(OFFERS, offerId, body, createKey))}
        onRefused={(fields) => namesDiscontinued(fields) && setDiscontinuedNotice(true)}
        actions={
          offerId && stored ? (
            <>
              <Button
                icon="duplicate"
                onClick={() => navigate(screenUrl(OFFERS.screens.create, {}, { from: offerId }))}
              >
                {t('offerForm.duplicate')}
              </Button>
              {stored.status === 'available' && (
                <ConfirmButton
                  textKey="offerForm.discontinue"
                  questionKey="offerForm.discontinueConfirm"
                  icon="disable"
                  intent="warning"
                  onConfirm={discontinue}
                />
              )}
            </>
          ) : undefined
        }
        remove={
          offerId && stored && canDeleteOffer(stored, new Date())
            ? {
                textKey: 'offerForm.delete',
                questionKey: 'offerForm.deleteConfirm',
                successKey: 'form.deleted',
                run: async () => {
                  await api.delete(apiUrl(OFFERS.ops.remove, { id: offerId }));
                  void invalidateResource(OFFERS.key);
                },
              }
            : undefined
        }
      >
        {started && <p className="cpt-offer-started">{t('offerForm.startedNotice')}</p>}
        <DiscontinuedNotice isOpen={discontinuedNotice} onClose={() => setDiscontinuedNotice(false)} />
        <div className="cpt-offer-layout">
          <Outline submitted={form.submitted} hidden={hidden} />
          <div className="cpt-offer-sections">
            <GeneralSection offerID={stored?.offerID ?? null} />
            <TextsSection selfId={offerId} />
            <MediaSection />
            <ClipboardSection />
            <DatesSection />
            <SalesSection />
            <DeliverySection />
            {!hidden.has('wechatGroup') && <ChannelSection block="wechatGroup" />}
            {!hidden.has('miniprogram') && <ChannelSection block="miniprogram" />}
          </div>
        </div>
      </FormPage>
    </OfferLockContext.Provider>
  );
}
