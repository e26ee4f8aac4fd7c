import { H3, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/dates.ts';
import { HISTORY, type HistoryEntry } from '../../../domain/history/resource.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { actorLabel, isHiddenActor } from '../../../domain/users/shown-actor.ts';
import { dataKey } from '../../../locales/keys.ts';
import { fetchPage } from '../../api/list.ts';
import { queryKeys } from '../../api/query.ts';
import { focusIsFree } from '../../app/focusLanding.ts';
import { BusyButton } from '../BusyButton.tsx';
import { Drawer } from '../Overlays.tsx';

const PAGE = 20;

/**
 * An empty or failed history: Blueprint's NonIdealState titles with an h4, two levels under the
 * drawer's h2; this one is the h3 it stands for, drawn at that h4's size.
 */
const State = ({ icon, title }: { icon: IconName; title: string }) => (
  <NonIdealState icon={icon} description={<H3 className="cpt-history-state">{title}</H3>} />
);

/** A changed value as text: names of known enums translated, objects as compact JSON. */
function shown(field: string, v: unknown, t: (k: string) => string, has: (k: string) => boolean): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return t(v ? 'history.yes' : 'history.no');
  // a member the reader may not know of, named in a field (a case's team member)
  if (isHiddenActor(v)) return actorLabel(v, t, '');
  if (typeof v === 'string') {
    for (const group of [`${field}s`, field === 'city' ? 'cities' : '', field === 'status' ? 'status' : '']) {
      if (group && has(`${group}.${v}`)) return t(`${group}.${v}`);
    }
    if (/^\d{4}-\d\d-\d\dT/.test(v)) return formatDateTime(v);
    if (v === 'changed' || v === 'set') return t(`history.secret.${v}`);
    return v;
  }
  return JSON.stringify(v);
}

/**
 * Who changed what and when on one record, newest first, field by field (before → after),
 * from GET /api/history/{resource}/{id}: what the audit log kept, secrets only as "changed".
 */
export function HistoryDrawer(props: { resource: string; id: string; labels: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [pages, setPages] = useState(1);
  // its pages unmount it as it closes, so Blueprint's return of the focus (at the end of the
  // closing transition) never runs and the keyboard fell to the page: what had the focus when it
  // opened (its button, a grid's cell) gets it back
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      requestAnimationFrame(() => {
        if (focusIsFree() && opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    },
    [opener],
  );
  const path = apiUrl(HISTORY.ops.list, { entity: props.resource, id: props.id });
  const q = useQuery({
    queryKey: queryKeys.list(path, { range: [0, pages * PAGE - 1] }),
    queryFn: ({ signal }) => fetchPage<HistoryEntry>(path, { range: [0, pages * PAGE - 1] }, signal),
    placeholderData: keepPreviousData,
  });
  const tr = (k: string) => t(dataKey(k));
  const has = (k: string) => i18n.exists(k);
  const label = (f: string) =>
    has(`${props.labels}.${f}`)
      ? tr(`${props.labels}.${f}`)
      : has(`history.fields.${f}`)
        ? tr(`history.fields.${f}`)
        : f;
  const rows = q.data?.rows ?? [];
  return (
    <Drawer isOpen title={t('history.title')} icon="history" onClose={props.onClose} size="520px">
      <div className="cpt-drawer-body cpt-history">
        {q.isPending && <Spinner size={30} aria-label={t('app.loading')} />}
        {q.isError && <State icon="error" title={t('errors.anErrorOccurs')} />}
        {q.isSuccess && rows.length === 0 && <State icon="history" title={t('history.empty')} />}
        {rows.map((e) => (
          <section key={e.id} className="cpt-history-entry" aria-label={formatDateTime(e.at)}>
            <h3>
              {formatDateTime(e.at)} · {actorLabel(e.actor, t, t('history.system'))} ·{' '}
              {has(`history.actions.${e.action}`) ? tr(`history.actions.${e.action}`) : e.action}
            </h3>
            <HTMLTable compact striped>
              <tbody>
                {Object.keys({ ...e.before, ...e.after }).map((f) => (
                  <tr key={f}>
                    <th>{label(f)}</th>
                    <td>{shown(f, e.before?.[f], tr, has)}</td>
                    <td aria-hidden>→</td>
                    <td>{shown(f, e.after?.[f], tr, has)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </section>
        ))}
        {q.data && q.data.total > rows.length && (
          <BusyButton onClick={() => setPages((n) => n + 1)} busy={q.isFetching}>
            {t('history.more')}
          </BusyButton>
        )}
      </div>
    </Drawer>
  );
}
