import type { GridApi } from 'ag-grid-community';
import type { QuickReply } from '../../../domain/quick-replies/schema.ts';
import type { Translate } from '../../../locales/keys.ts';
import { toastError, toastSuccess } from '../../app/toaster.ts';

/** The reply to copy: the focused cell's row, else the first selected one. */
export function replyToCopy(api: GridApi<QuickReply> | null, selected: readonly QuickReply[]) {
  const focused = api?.getFocusedCell();
  const row = focused ? api?.getDisplayedRowAtIndex(focused.rowIndex)?.data : undefined;
  return row ?? selected[0];
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
