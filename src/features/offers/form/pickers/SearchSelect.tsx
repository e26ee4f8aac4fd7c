import { Button, InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { a11y, Field, type FieldProps, useField } from '../../../../components/fields/Field.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../../components/searchPause.ts';

export interface SearchSelectProps<R> extends FieldProps {
  /** cache key of the search, and the search itself (up to ten rows) */
  cacheName: string;
  search: (text: string, signal: AbortSignal) => Promise<R[]>;
  /** the chosen row for a stored id (its label); null until known */
  chosen: (id: string) => R | null;
  idOf: (row: R) => string;
  text: (row: R) => string;
  /** a row's details beside its name in the list (stock, price…) */
  detail?: (row: R) => ReactNode;
  onPick?: (row: R) => void;
}

/**
 * A search-and-pick field over a list endpoint (debounced 500 ms, as every search input): typing searches,
 * ↑/↓ move, Enter picks, Escape or leaving the field clears the search; × empties the choice. The
 * value is the id.
 */
export function SearchSelect<R>(props: SearchSelectProps<R>) {
  const { t } = useTranslation();
  const f = useField(props.path);
  const id = typeof f.value === 'string' && f.value ? f.value : null;
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: [props.cacheName, 'search', search],
    queryFn: ({ signal }) => props.search(search, signal),
    enabled: search !== '',
  });
  const rows = search === '' ? [] : (found.data ?? []);
  const pick = (r: R) => {
    f.set(props.idOf(r));
    f.touch();
    props.onPick?.(r);
    setTyped('');
    setSearch('');
    setActive(0);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const n = rows.length;
      if (n) setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const r = rows[Math.min(active, rows.length - 1)];
      if (r) pick(r);
    } else if (e.key === 'Escape' && typed !== '') {
      e.stopPropagation();
      setTyped('');
      setSearch('');
    }
  };
  const current = id ? props.chosen(id) : null;
  return (
    <Field {...props}>
      <div className="cpt-search-select">
        {id && (
          <div className="cpt-search-chosen">
            <span>{current ? props.text(current) : id}</span>
            {current && props.detail && <span className="bp6-text-muted">{props.detail(current)}</span>}
            {!props.disabled && (
              <Button
                size="small"
                variant="minimal"
                icon="small-cross"
                aria-label={t('offerForm.clearChoice')}
                onClick={() => f.set(null)}
              />
            )}
          </div>
        )}
        {!props.disabled && (
          <InputGroup
            {...a11y(f.id, f.error, props.required, !!props.helperKey)}
            leftIcon="search"
            placeholder={t(id ? 'offerForm.searchToReplace' : 'offerForm.searchToPick')}
            value={typed}
            onValueChange={(v) => {
              setTyped(v);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              f.touch();
              // leaving the field drops an unpicked search and its list (a click on a match keeps the focus)
              setTyped('');
              setSearch('');
            }}
            role="combobox"
            aria-expanded={rows.length > 0}
            aria-controls={`${f.id}-matches`}
            aria-activedescendant={rows.length ? `${f.id}-match-${active}` : undefined}
            autoComplete="off"
          />
        )}
        {search !== '' && found.data && (
          <Menu id={`${f.id}-matches`} role="listbox" className="cpt-search-matches">
            {rows.length === 0 && <MenuItem disabled text={t('offerForm.noMatch')} />}
            {rows.map((r, i) => (
              <MenuItem
                key={props.idOf(r)}
                id={`${f.id}-match-${i}`}
                role="option"
                active={i === active}
                // the name on its own line, the details under it: side by side in a form
                // column, the details took the width and cut the name ("P02…")
                multiline
                text={
                  <>
                    <span className="cpt-search-match-name">{props.text(r)}</span>
                    {props.detail && <span className="cpt-search-match-detail">{props.detail(r)}</span>}
                  </>
                }
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(r)}
              />
            ))}
          </Menu>
        )}
      </div>
    </Field>
  );
}
