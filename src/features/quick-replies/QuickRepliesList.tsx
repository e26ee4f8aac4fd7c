import { Button } from '@blueprintjs/core';
import type { GridApi } from 'ag-grid-community';
import { useAtomValue } from 'jotai';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type COMMUNITIES, communitiesOf } from '../../../domain/communities.ts';
import { QUICK_REPLIES } from '../../../domain/quick-replies/resource.ts';
import { QUICK_REPLY_CATEGORIES, type QuickReply } from '../../../domain/quick-replies/schema.ts';
import { screenUrl } from '../../../domain/resource.ts';
import { LANGS } from '../../../domain/schemas/shared.ts';
import { keyIn } from '../../../locales/keys.ts';
import { userAtom } from '../../app/session.ts';
import { useShortcut } from '../../app/shortcuts.ts';
import { ListPage } from '../../components/ListPage/ListPage.tsx';
import type { FilterDef } from '../../components/ListPage/types.ts';
import { quickRepliesGrid } from '../../grids/quick-replies.ts';
import { copyReply, replyToCopy, useLastRow } from './copyText.ts';

/** The filters; the community filter offers only the communities the member sees. */
const filtersFor = (communities: readonly (typeof COMMUNITIES)[number][]): readonly FilterDef[] => [
  { kind: 'text', field: 'q', labelKey: 'quickReplies.search' },
  {
    kind: 'select',
    field: 'category',
    labelKey: 'quickReplies.category',
    options: QUICK_REPLY_CATEGORIES.map((v) => ({ value: v, labelKey: keyIn('quickReplies.categories', v) })),
  },
  {
    kind: 'select',
    field: 'language',
    labelKey: 'quickReplies.language',
    options: LANGS.map((v) => ({ value: v, labelKey: keyIn('quickReplies.languages', v) })),
  },
  {
    kind: 'select',
    field: 'community',
    labelKey: 'quickReplies.community',
    options: communities.map((c) => ({ value: c.id, labelKey: keyIn('communities', c.key) })),
  },
  {
    kind: 'select',
    field: 'active',
    labelKey: 'quickReplies.active',
    options: [
      { value: true, labelKey: 'cells.yes' },
      { value: false, labelKey: 'cells.no' },
    ],
  },
];

/**
 * /quick-replies: the customer-service roles find a reply by title or text and copy it (Alt+C or
 * the Copy text button: the focused row's text, else the selected row's); the writers edit cells
 * in place, open a row's form and create (`quickReply.write`).
 */
export default function QuickRepliesList() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const filters = useMemo(() => filtersFor(communitiesOf(user)), [user]);
  // the grid and its selection as the toolbar last drew them, for the shortcut
  const shown = useRef<{ api: GridApi<QuickReply> | null; selected: readonly QuickReply[] }>({
    api: null,
    selected: [],
  });
  const rowNow = useLastRow();
  const copy = () => copyReply(replyToCopy(shown.current.api, rowNow(), shown.current.selected), t);
  useShortcut('alt+c', copy, { labelKey: 'quickReplies.copy', groupKey: 'shortcuts.groups.list' });
  return (
    <ListPage<QuickReply>
      grid={quickRepliesGrid}
      titleKey="quickReplies.listTitle"
      filters={filters}
      rowLink={(r) => screenUrl(QUICK_REPLIES.screens.edit, { quickReplyId: r.id })}
      create={{
        action: 'quickReply.write',
        to: QUICK_REPLIES.screens.create.path,
        labelKey: 'quickReplies.create',
      }}
      exportName="quick-replies"
      actions={(api, selected) => {
        shown.current = { api, selected };
        return (
          <Button icon="duplicate" onClick={copy} title="Alt+C">
            {t('quickReplies.copy')}
          </Button>
        );
      }}
    />
  );
}
