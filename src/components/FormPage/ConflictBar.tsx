import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { dataKey } from '../../../locales/keys.ts';

// a repeat group's row keys (`_key`) are the form's own, new on every load: not a difference
const json = (v: unknown) => JSON.stringify(v, (k, x: unknown) => (k.startsWith('_') ? undefined : x));
const text = (v: unknown) =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'string' ? v : json(v);

/** The fields whose values differ between the stored record and the form, version aside. */
export function conflictingFields<V>(theirs: V, mine: V): string[] {
  const a = theirs as Record<string, unknown>;
  const b = mine as Record<string, unknown>;
  return Object.keys({ ...a, ...b }).filter((k) => k !== 'version' && json(a[k]) !== json(b[k]));
}

/**
 * Someone saved this record after it was loaded here (409): what they changed beside what was
 * typed here, and the two ways out. Nothing typed is lost: the form keeps its values until the
 * user chooses.
 */
export function ConflictBar<V>(props: {
  theirs: V;
  mine: V;
  labels?: string;
  onReload: () => void;
  onKeepMine: () => void;
}) {
  const { t, i18n } = useTranslation();
  const label = (f: string) =>
    props.labels && i18n.exists(`${props.labels}.${f}`)
      ? t(dataKey(`${props.labels}.${f}`))
      : i18n.exists(`history.fields.${f}`)
        ? t(dataKey(`history.fields.${f}`))
        : f;
  const fields = conflictingFields(props.theirs, props.mine);
  const a = props.theirs as Record<string, unknown>;
  const b = props.mine as Record<string, unknown>;
  return (
    <Callout
      intent="warning"
      icon="people"
      title={t('conflict.title')}
      className="cpt-form-notice"
      role="alert"
    >
      <p>{t('conflict.explain')}</p>
      <HTMLTable compact>
        <thead>
          <tr>
            <th />
            <th>{t('conflict.theirs')}</th>
            <th>{t('conflict.mine')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => (
            <tr key={f}>
              <th>{label(f)}</th>
              <td>{text(a[f])}</td>
              <td>{text(b[f])}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <div className="cpt-form-footer">
        <Button onClick={props.onReload}>{t('conflict.reload')}</Button>
        <Button intent="primary" onClick={props.onKeepMine}>
          {t('conflict.keepMine')}
        </Button>
      </div>
    </Callout>
  );
}
