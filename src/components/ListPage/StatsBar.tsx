import { ProgressBar, Tag } from '@blueprintjs/core';
import type { GridApi } from 'ag-grid-community';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortDir } from '../../../domain/list-protocol.ts';
import { errorMessage, isAbort } from '../../api/errors.ts';
import { useShortcut } from '../../app/shortcuts.ts';
import { dismissToast, toast, toastError, toastSuccess } from '../../app/toaster.ts';
import { BusyButton } from '../BusyButton.tsx';
import { exportCsv } from '../list/exportCsv.ts';
import { csvColumnsOf } from './csvColumns.ts';

interface Props<T, C> {
  total: number;
  /** the server sent an estimate for a very large view: shown as "about n" */
  estimated?: boolean;
  /** the total is being counted after the page came (useListData) */
  counting?: boolean;
  selected: number;
  api: GridApi<T> | null;
  context: C | undefined;
  request: {
    resource: string;
    sort: readonly [string, SortDir];
    filter: Record<string, unknown>;
    tabFilter: Record<string, unknown> | undefined;
    chunk: number;
  };
  fileBase: string;
  /** the list's own tools on this line (Set column, the edits' state) */
  children?: ReactNode;
}

/** Total and selection counts, and the CSV export of the whole filtered view with its progress. */
export function StatsBar<T, C>({
  total,
  estimated,
  counting,
  selected,
  api,
  context,
  request,
  fileBase,
  children,
}: Props<T, C>) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const ctl = useRef<AbortController | null>(null);

  const run = async () => {
    if (!api || busy) return;
    const abort = new AbortController();
    ctl.current = abort;
    setBusy(true);
    // `of` null: the list's total is still being counted, so the first chunk's answer gives it
    const show = (done: number, of: number | null) =>
      toast(
        {
          icon: 'export',
          timeout: 0,
          message: (
            <div className="cpt-export-toast">
              <div>
                {of === null ? t('list.exportingUncounted') : t('list.exporting', { done, total: of })}
              </div>
              <ProgressBar
                value={of === null ? undefined : of ? done / of : 0}
                intent="primary"
                stripes={false}
              />
            </div>
          ),
          action: { text: t('app.cancel'), onClick: () => abort.abort() },
          onDismiss: () => abort.abort(),
        },
        'csv-export',
      );
    try {
      await show(0, counting ? null : total);
      const count = await exportCsv<T>({
        ...request,
        columns: csvColumnsOf(api, context),
        fileBase,
        signal: abort.signal,
        onProgress: (done, of) => void show(done, of),
      });
      toastSuccess(t('list.exported', { count }));
    } catch (e) {
      if (!isAbort(e) && !abort.signal.aborted) toastError(errorMessage(e, t, (k) => i18n.exists(k)));
    } finally {
      await dismissToast('csv-export');
      setBusy(false);
    }
  };

  useShortcut('mod+shift+e', () => void run(), {
    labelKey: 'shortcuts.exportCsv',
    groupKey: 'shortcuts.groups.list',
    global: true,
  });

  return (
    <div className="cpt-stats" aria-live="polite">
      <Tag minimal>
        {counting
          ? t('list.totalCounting')
          : t(estimated ? 'list.totalAbout' : 'list.total', { count: total })}
      </Tag>
      {selected > 0 && (
        <Tag minimal intent="primary">
          {t('list.selected', { count: selected })}
        </Tag>
      )}
      {children}
      <span className="cpt-spacer" />
      <BusyButton
        icon="export"
        variant="outlined"
        busy={busy}
        disabled={total === 0}
        onClick={() => void run()}
      >
        {t('list.exportCsv')}
      </BusyButton>
    </div>
  );
}
