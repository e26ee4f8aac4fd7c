import { Button, Callout, Card } from '@blueprintjs/core';
import { createContext, type ReactNode, useContext, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dataKey, type TKey } from '../../../locales/keys.ts';
import { useFieldError, useFormContext, useFormRows } from '../FormPage/context.ts';
import { fieldId } from '../FormPage/paths.ts';
import { focusRowWhenReady } from './repeatFocus.ts';

/**
 * Where a repeatable group stands (a channel block, a row of the group around it), named before
 * its own label so that each group's region is named once on the page: the WeChat and the
 * mini-programme blocks both hold packs, every pack its products.
 */
export const RepeatScope = createContext('');

/**
 * A repeatable group (areas of a template, rules of an area): a list of sub-forms over an array
 * value, with add and remove. A new row takes the keyboard so its user can go on typing; a removed
 * row gives it to the row that takes its place (else the one before, else Add): left with the
 * removed button, it fell to the page's body, the top of the page for the next Tab. Each row has
 * a stable key (`_key`) so removing one does not shift the inputs' state onto its neighbour.
 */
export function RepeatGroup<Item>({
  path,
  labelKey,
  addKey,
  removeKey,
  make,
  children,
  nested,
  disabled,
}: {
  path: string;
  labelKey: TKey;
  addKey: TKey;
  removeKey: TKey;
  make: () => Item;
  children: (base: string, index: number) => ReactNode;
  nested?: boolean;
  /** rows can be neither added nor removed (their inputs decide for themselves) */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const form = useFormContext();
  // rows added, removed or replaced redraw the list; typing in a row redraws that input only
  const items = (useFormRows(path) as (Item & { _key?: string })[] | undefined) ?? [];
  const error = useFieldError(path);
  const addButton = useRef<HTMLButtonElement>(null);
  const rowId = (i: number) => `${fieldId(`${path}.${i}`)}-group`;
  const scope = useContext(RepeatScope);
  const name = scope ? `${scope} · ${t(labelKey)}` : t(labelKey);

  const add = () => {
    const next = { ...make(), _key: crypto.randomUUID() };
    form.set(path, [...items, next]);
    form.touch(path);
    const id = rowId(items.length);
    focusRowWhenReady({
      rowIds: [id],
      holder: document.activeElement,
      drawn: () => document.getElementById(id) !== null,
    });
  };
  const remove = (i: number) => {
    const last = rowId(items.length - 1);
    form.set(
      path,
      items.filter((_, j) => j !== i),
    );
    form.touch(path);
    focusRowWhenReady({
      rowIds: i > 0 ? [rowId(i), rowId(i - 1)] : [rowId(i)],
      holder: document.activeElement,
      // the last row's id is gone once the list is drawn one row shorter
      drawn: () => document.getElementById(last) === null,
      fallback: () => addButton.current,
    });
  };

  return (
    <section className={nested ? 'cpt-repeat cpt-repeat-nested' : 'cpt-repeat'} aria-label={name}>
      <div className="cpt-repeat-head">
        <span className="cpt-repeat-title">{t(labelKey)}</span>
        {!disabled && (
          <Button ref={addButton} icon="add" size="small" variant="outlined" onClick={add}>
            {t(addKey)}
          </Button>
        )}
      </div>
      {error && (
        <Callout intent="danger" compact icon="error" id={`${fieldId(path)}-error`}>
          {t(dataKey(error))}
        </Callout>
      )}
      {items.map((item, i) => (
        <Card
          key={item._key ?? i}
          compact
          id={`${fieldId(`${path}.${i}`)}-group`}
          className="cpt-repeat-item"
          role="group"
          aria-label={`${t(labelKey)} ${i + 1}`}
        >
          <div className="cpt-repeat-body">
            <RepeatScope.Provider value={`${name} ${i + 1}`}>
              {children(`${path}.${i}`, i)}
            </RepeatScope.Provider>
          </div>
          {!disabled && (
            <Button
              icon="trash"
              variant="minimal"
              intent="danger"
              aria-label={`${t(removeKey)} ${i + 1}`}
              title={t(removeKey)}
              onClick={() => remove(i)}
            />
          )}
        </Card>
      ))}
    </section>
  );
}
