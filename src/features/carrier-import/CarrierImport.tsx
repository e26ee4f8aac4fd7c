import { Button } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../domain/actions.ts';
import { CARRIER_FILE_ACCEPT } from '../../../domain/orders/carrier-import.ts';
import { userAtom } from '../../app/session.ts';
import { useShortcut } from '../../app/shortcuts.ts';
import { CarrierImportDialog } from './CarrierImportDialog.tsx';

/**
 * "Import carrier file" (Alt+I): a carrier's xlsx or CSV of tracking numbers and statuses, read
 * into a preview before anything is saved. On delivery tracking the file is read against the
 * offer's orders; on the order lists against every order of the member's communities.
 */
export function CarrierImport(props: { offerId?: string }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ file: File; round: number } | null>(null);
  const allowed = can(user?.role, 'order.tracking');
  const choose = () => {
    if (!input.current) return;
    // the same file chosen again is read again (a fixed file saved under the same name)
    input.current.value = '';
    input.current.click();
  };
  // from a filter box too: Alt+I types nothing there
  useShortcut('alt+i', choose, {
    labelKey: 'carrierImport.shortcut',
    groupKey: 'shortcuts.groups.list',
    enabled: allowed,
    global: true,
  });
  if (!allowed) return null;
  return (
    <>
      <Button icon="import" variant="outlined" onClick={choose} title="Alt+I">
        {t('carrierImport.button')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={CARRIER_FILE_ACCEPT}
        hidden
        aria-label={t('carrierImport.button')}
        onChange={(e) => {
          const chosen = e.currentTarget.files?.[0];
          if (chosen) setFile((cur) => ({ file: chosen, round: (cur?.round ?? 0) + 1 }));
        }}
      />
      {file && (
        <CarrierImportDialog
          key={file.round}
          file={file.file}
          offerId={props.offerId}
          onClose={() => setFile(null)}
          onChooseAnother={choose}
        />
      )}
    </>
  );
}
