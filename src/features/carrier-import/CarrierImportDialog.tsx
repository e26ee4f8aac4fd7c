import '../../components/ListPage/agGrid.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import './carrier-import.css';
import { Button, Callout, DialogBody, DialogFooter, Spinner, Tag } from '@blueprintjs/core';
import type { GridApi } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageParts } from '../../../domain/errors.ts';
import { CARRIER_COLUMNS, type CarrierPreview, isReady } from '../../../domain/orders/carrier-import.ts';
import { keyIn } from '../../../locales/keys.ts';
import { errorMessage, translateMessage } from '../../api/errors.ts';
import { useShortcut } from '../../app/shortcuts.ts';
import { gridLocaleText } from '../../components/gridLocale.ts';
import { gridTheme } from '../../components/ListPage/agGrid.ts';
import { Dialog } from '../../components/Overlays.tsx';
import { applyLines, readPreview } from './carrierCalls.ts';
import { lineState, type PreviewRow, previewColumns } from './previewColumns.ts';

/** Up to this many lines the grid is as tall as its lines. */
const SHORT_FILE = 12;

type State =
  | { kind: 'reading' }
  | { kind: 'failed'; message: string }
  | { kind: 'preview'; preview: CarrierPreview; rows: PreviewRow[] };

/**
 * A carrier's file as the server read it: each line with what it would change or why it cannot,
 * then "Apply" (Ctrl+Enter) sends the ready lines in one cells call and shows each line's answer.
 * The Idempotency-Key is the dialog's: pressed twice, the lines are applied once.
 */
export function CarrierImportDialog(props: {
  file: File;
  offerId?: string;
  onClose: () => void;
  onChooseAnother: () => void;
}) {
  const { t, i18n } = useTranslation();
  const exists = (k: string) => i18n.exists(k);
  const message = (m: string) => (exists(messageParts(m).key) ? translateMessage(m, t, exists) : m);
  const [state, setState] = useState<State>({ kind: 'reading' });
  const [applying, setApplying] = useState(false);
  const [outcome, setOutcome] = useState<{ saved: number; refused: number } | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);
  const key = useRef(crypto.randomUUID());
  const sending = useRef(false);
  const applyButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<GridApi<PreviewRow> | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog is remounted for another file
  useEffect(() => {
    const abort = new AbortController();
    readPreview(props.file, props.offerId, abort.signal).then(
      (preview) =>
        setState({
          kind: 'preview',
          preview,
          rows: preview.lines.map((l) => ({ ...l, id: String(l.line) })),
        }),
      (e: unknown) => {
        if (!abort.signal.aborted)
          setState({ kind: 'failed', message: errorMessage(e, t, exists, 'carrierImport.failed') });
      },
    );
    return () => abort.abort();
  }, []);

  const rows = state.kind === 'preview' ? state.rows : [];
  const ready = rows.filter(isReady);
  const short = rows.length <= SHORT_FILE;
  const canApply = ready.length > 0 && !outcome && !applying;
  // once the file is read, the button that does something next has the focus; once applied, the
  // answer has it (never a button: a second Ctrl+Enter must not close what it answered)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the file is read, not at each render
  useEffect(() => {
    if (state.kind === 'reading') return;
    requestAnimationFrame(() => (canApply ? applyButton.current : closeButton.current)?.focus());
  }, [state.kind]);
  useEffect(() => {
    if (outcome || applyError) requestAnimationFrame(() => outcomeRef.current?.focus());
  }, [outcome, applyError]);

  const apply = async () => {
    if (!canApply || sending.current || state.kind !== 'preview') return;
    sending.current = true;
    setApplying(true);
    setApplyError(null);
    try {
      const answer = await applyLines(ready, key.current);
      const byOrder = new Map(answer.results.map((r) => [r.id, r]));
      const next = state.rows.map((r): PreviewRow => {
        const got = isReady(r) ? byOrder.get(r.order.id) : undefined;
        if (!got) return r;
        return { ...r, result: got.ok ? { ok: true } : { ok: false, message: got.message } };
      });
      setState({ ...state, rows: next });
      setOutcome({ saved: answer.saved, refused: answer.refused });
    } catch (e) {
      setApplyError(errorMessage(e, t, exists, 'carrierImport.applyFailed'));
    } finally {
      sending.current = false;
      setApplying(false);
    }
  };
  // bound while the dialog is open, even with nothing to apply: Ctrl+Enter never clicks a button
  useShortcut('mod+enter', () => void apply(), {
    labelKey: 'carrierImport.applyKey',
    groupKey: 'shortcuts.groups.list',
    global: true,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: headers follow the language
  const columns = useMemo(() => previewColumns(t, message), [t, i18n.language]);
  // the applied lines take their result's class and Check text
  useEffect(() => {
    if (outcome) api?.redrawRows();
  }, [api, outcome]);

  return (
    <Dialog
      isOpen
      onClose={props.onClose}
      title={t('carrierImport.title', { name: props.file.name })}
      icon="import"
      className="cpt-import-dialog"
    >
      <DialogBody>
        {state.kind === 'reading' && (
          <div className="cpt-import-reading">
            <Spinner size={24} />
            <span>{t('carrierImport.reading')}</span>
          </div>
        )}
        {state.kind === 'failed' && (
          <Callout intent="danger" icon="error" title={t('carrierImport.failed')} role="alert">
            <p>{state.message}</p>
            <p>{t('carrierImport.help')}</p>
          </Callout>
        )}
        {state.kind === 'preview' && (
          <>
            <Summary preview={state.preview} />
            {(outcome || applyError) && (
              <div ref={outcomeRef} tabIndex={-1} className="cpt-import-outcome">
                {outcome ? (
                  <Callout intent={outcome.refused ? 'warning' : 'success'} role="status">
                    {outcome.refused
                      ? t('carrierImport.appliedSome', outcome)
                      : t('carrierImport.applied', { saved: outcome.saved })}
                  </Callout>
                ) : (
                  <Callout intent="danger" role="alert">
                    {applyError}
                  </Callout>
                )}
              </div>
            )}
            {ready.length === 0 && !outcome && (
              <p className="cpt-import-nothing">{t('carrierImport.nothingToApply')}</p>
            )}
            <section
              className={short ? 'cpt-import-grid-short' : 'cpt-import-grid'}
              aria-label={t('carrierImport.gridLabel')}
            >
              <AgGridReact<PreviewRow>
                // a short file takes the room of its lines, a long one scrolls in a fixed height
                domLayout={short ? 'autoHeight' : 'normal'}
                key={i18n.language}
                theme={gridTheme}
                rowData={rows}
                columnDefs={columns}
                getRowId={(p) => p.data.id}
                getRowClass={(p) => (p.data ? `cpt-import-${lineState(p.data)}` : undefined)}
                localeText={gridLocaleText(i18n.language, t)}
                // a cut text (two long tracking numbers, a long reason) is read whole on hover
                defaultColDef={{
                  resizable: true,
                  sortable: false,
                  tooltipValueGetter: (p) => String(p.value ?? ''),
                }}
                // Tab leaves the grid for the buttons; the arrows walk the lines
                tabToNextCell={() => false}
                onGridReady={(e) => setApi(e.api)}
              />
            </section>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={props.onChooseAnother} icon="folder-open">
              {t('carrierImport.chooseAnother')}
            </Button>
            <Button ref={closeButton} onClick={props.onClose}>
              {t('carrierImport.close')}
            </Button>
            {state.kind === 'preview' && (
              <BusyButton
                ref={applyButton}
                intent="primary"
                icon="tick"
                disabled={!canApply && !applying}
                busy={applying}
                onClick={() => void apply()}
                title="Ctrl+Enter"
              >
                {t('carrierImport.apply', { count: ready.length })}
              </BusyButton>
            )}
          </>
        }
      />
    </Dialog>
  );
}

/** The counts, and which columns of the file were read and which were not. */
function Summary({ preview }: { preview: CarrierPreview }) {
  const { t } = useTranslation();
  // a header that is our own name for the column is shown once, another one with what it was read as
  const read = CARRIER_COLUMNS.flatMap((c) => {
    const header = preview.columns[c];
    if (!header) return [];
    const ours = t(keyIn('carrierImport.fields', c));
    return [header.toLowerCase() === ours.toLowerCase() ? header : `${header} → ${ours}`];
  });
  return (
    <div className="cpt-import-summary">
      <div className="cpt-import-counts">
        <Tag intent="success" minimal>
          {t('carrierImport.ready', { count: preview.counts.ready })}
        </Tag>
        <Tag minimal>{t('carrierImport.unchanged', { count: preview.counts.unchanged })}</Tag>
        <Tag intent={preview.counts.refused ? 'danger' : 'none'} minimal>
          {t('carrierImport.refused', { count: preview.counts.refused })}
        </Tag>
        {preview.sheet && (
          <span className="cpt-import-note">{t('carrierImport.sheet', { sheet: preview.sheet })}</span>
        )}
      </div>
      <div className="cpt-import-note">{t('carrierImport.columnsRead', { columns: read.join(' · ') })}</div>
      {preview.ignored.length > 0 && (
        <div className="cpt-import-note">
          {preview.ignoredMore
            ? t('carrierImport.ignoredMore', {
                columns: preview.ignored.join(', '),
                more: preview.ignoredMore,
              })
            : t('carrierImport.ignored', { columns: preview.ignored.join(', ') })}
        </div>
      )}
    </div>
  );
}
