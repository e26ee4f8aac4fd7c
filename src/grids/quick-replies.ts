import { QUICK_REPLY_CELLS } from '../../domain/quick-replies/cells.ts';
import { QUICK_REPLIES_LIST } from '../../domain/quick-replies/list.ts';
import { QUICK_REPLIES } from '../../domain/quick-replies/resource.ts';
import type { QuickReply } from '../../domain/quick-replies/schema.ts';
import { apiUrl } from '../../domain/resource.ts';
import { cellTypes } from './cell-types.ts';
import type { GridDef } from './types.ts';

/**
 * Quick replies list (docs/quick-replies.md): title, the text (one line here, whole in the form
 * and when copied), category, language, community, active, last change. Title, text, category,
 * language, community and active are edited in place by the writers.
 */
export const quickRepliesGrid: GridDef<QuickReply> = {
  path: apiUrl(QUICK_REPLIES.ops.list, {}),
  spec: QUICK_REPLIES_LIST,
  cells: QUICK_REPLY_CELLS,
  cellsPath: apiUrl(QUICK_REPLIES.ops.cells, {}),
  rowName: (r) => r.title,
  columns: (t) => {
    const cell = cellTypes(t);
    return [
      { colId: 'title', field: 'title', headerName: t('quickReplies.title'), pinned: 'left', minWidth: 200 },
      {
        colId: 'body',
        field: 'body',
        headerName: t('quickReplies.body'),
        sortable: false,
        minWidth: 280,
        maxWidth: 420,
        tooltipField: 'body',
      },
      {
        colId: 'category',
        field: 'category',
        headerName: t('quickReplies.category'),
        ...cell.label('quickReplies.categories'),
      },
      {
        colId: 'language',
        field: 'language',
        headerName: t('quickReplies.language'),
        ...cell.label('quickReplies.languages'),
      },
      {
        colId: 'community',
        field: 'community',
        headerName: t('quickReplies.community'),
        sortable: false,
        ...cell.community,
      },
      {
        colId: 'active',
        field: 'active',
        headerName: t('quickReplies.active'),
        ...cell.yesNo,
      },
      { colId: 'updatedAt', field: 'updatedAt', headerName: t('quickReplies.updatedAt'), ...cell.dayTime },
    ];
  },
};
