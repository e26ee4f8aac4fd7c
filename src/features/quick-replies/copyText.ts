import type { GridApi } from 'ag-grid-community';
import { useEffect, useRef } from 'react';
import type { QuickReply } from '../../../domain/quick-replies/schema.ts';
import type { Translate } from '../../../locales/keys.ts';
import { toastError, toastSuccess } from '../../app/toaster.ts';

const rowIdOf = (el: EventTarget | Element | null) =>
  el instanceof Element ? (el.closest('.cpt-grid .ag-row')?.getAttribute('row-id') ?? null) : null;

/**
 * The id of the row the cursor is on, or was last on: the Copy text button takes the focus from
 * the grid when clicked, and the grid forgets its cell then, so the row is noted as the focus moves.
 */
export function useLastRow() {
  const last = useRef<string | null>(null);
  useEffect(() => {
    const note = (e: FocusEvent) => {
      const id = rowIdOf(e.target);
      if (id) last.current = id;
    };
    document.addEventListener('focusin', note);
    return () => document.removeEventListener('focusin', note);
  }, []);
  return () => rowIdOf(document.activeElement) ?? last.current;
}

/** The reply to copy: the row the cursor is (or was last) on, else the first selected one. */
export function replyToCopy(
  api: GridApi<QuickReply> | null,
  rowId: string | null,
  selected: readonly QuickReply[],
): QuickReply | undefined {
  return (rowId ? api?.getRowNode(rowId)?.data : undefined) ?? selected[0];
}

/** Copies a reply's whole text, line breaks kept, as it goes into the chat group. */
export function copyReply(reply: QuickReply | undefined, t: Translate): void {
  if (!reply) {
    toastError(t('quickReplies.copyNone'));
    return;
  }
  navigator.clipboard.writeText(reply.body).then(
    () => toastSuccess(t('quickReplies.copied', { title: reply.title })),
    () => toastError(t('quickReplies.copyFailed')),
  );
}
