import { Button, ButtonGroup, DialogBody, DialogFooter, FormGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaIndex } from '../../../domain/area-tree.ts';
import type { OfferDetails } from '../../../domain/live-views.ts';
import { OFFER_DOCUMENTS } from '../../../domain/offer-documents/resource.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { downloadFile } from '../../api/download.ts';
import { errorMessage } from '../../api/errors.ts';
import { useShortcut } from '../../app/shortcuts.ts';
import { toastError } from '../../app/toaster.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { cleanFilter, type ListView } from '../../components/list/urlState.ts';
import { Dialog } from '../../components/Overlays.tsx';
import { Select } from '../../components/Select.tsx';

/**
 * The screen's files: the delivery-tracking export of what the grid shows (its filters and sort) as CSV or
 * xlsx, made by the server, and the packing list PDF of one delivery date and area.
 */
export function FileActions(props: { offer: OfferDetails; view: ListView; areas: AreaIndex | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const [busy, setBusy] = useState<string | null>(null);
  const [packing, setPacking] = useState(false);
  const [day, setDay] = useState(props.offer.deliveryDates[0] ?? '');
  const [area, setArea] = useState('');
  useShortcut('alt+p', () => setPacking(true), {
    labelKey: 'deliveryTracking.shortcuts.packing',
    groupKey: 'shortcuts.groups.list',
  });

  const run = async (what: string, path: string) => {
    setBusy(what);
    try {
      await downloadFile(path, what);
    } catch (e) {
      toastError(errorMessage(e, t, (k) => i18n.exists(k), 'deliveryTracking.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };
  const exportAs = (format: 'csv' | 'xlsx') => {
    const { filter, sort } = props.view;
    const query: Record<string, string> = { lang, format };
    const shown = cleanFilter(filter);
    if (Object.keys(shown).length) query.filter = JSON.stringify(shown);
    if (sort) query.sort = JSON.stringify(sort);
    void run(format, apiUrl(OFFER_DOCUMENTS.ops.deliveryExport, { id: props.offer.id }, query));
  };
  const downloadPacking = () => {
    const query = { deliveryDate: day, lang, ...(area ? { area } : {}) };
    void run('pdf', apiUrl(OFFER_DOCUMENTS.ops.packingList, { id: props.offer.id }, query)).then(() =>
      setPacking(false),
    );
  };

  return (
    <>
      <ButtonGroup variant="outlined">
        <BusyButton icon="export" busy={busy === 'csv'} onClick={() => exportAs('csv')}>
          {t('deliveryTracking.exportCsv')}
        </BusyButton>
        <BusyButton icon="th" busy={busy === 'xlsx'} onClick={() => exportAs('xlsx')}>
          {t('deliveryTracking.exportXlsx')}
        </BusyButton>
        <Button icon="document" onClick={() => setPacking(true)}>
          {t('deliveryTracking.packingList')}
        </Button>
      </ButtonGroup>
      <Dialog
        isOpen={packing}
        onClose={() => setPacking(false)}
        title={t('deliveryTracking.packingList')}
        icon="document"
      >
        <DialogBody>
          {props.offer.deliveryDates.length === 0 ? (
            <p>{t('deliveryTracking.noDates')}</p>
          ) : (
            <>
              <FormGroup label={t('deliveryTracking.packingDate')} labelFor="packing-date">
                <Select
                  id="packing-date"
                  autoFocus
                  value={day}
                  onChange={(e) => setDay(e.currentTarget.value)}
                  options={props.offer.deliveryDates}
                />
              </FormGroup>
              <FormGroup label={t('deliveryTracking.packingArea')} labelFor="packing-area">
                <Select
                  id="packing-area"
                  value={area}
                  onChange={(e) => setArea(e.currentTarget.value)}
                  options={[
                    { value: '', label: t('deliveryTracking.allAreas') },
                    ...(props.areas?.options ?? []).map((o) => ({
                      value: o.id,
                      label: `${'\u00a0\u00a0'.repeat(o.depth)}${props.areas!.label(o.id, i18n.language)}`,
                    })),
                  ]}
                />
              </FormGroup>
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <BusyButton
              intent="primary"
              icon="document"
              disabled={!day}
              busy={busy === 'pdf'}
              onClick={downloadPacking}
            >
              {t('deliveryTracking.download')}
            </BusyButton>
          }
        />
      </Dialog>
    </>
  );
}
