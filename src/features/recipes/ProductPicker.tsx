import { Button, InputGroup, Menu, MenuItem, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECIPE_PRODUCTS } from '../../../domain/recipes/resource.ts';
import type { RecipeProduct } from '../../../domain/recipes/schema.ts';
import { apiUrl } from '../../../domain/resource.ts';
import { fetchPage } from '../../api/list.ts';
import { queryKeys } from '../../api/query.ts';
import { Field, type FieldProps, useField } from '../../components/fields/Field.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../components/searchPause.ts';

const PATH = apiUrl(RECIPE_PRODUCTS.ops.list, {});

/**
 * Linked products: the chosen ones as tags (× or Backspace in an empty search removes), and a
 * search by name or product number (debounced 500 ms, as every search input) whose matches are picked with
 * ↑/↓ and Enter. The form value is the list of products; the body sends their ids.
 */
export function ProductPicker(props: FieldProps) {
  const { t, i18n } = useTranslation();
  const f = useField(props.path);
  const chosen = Array.isArray(f.value) ? (f.value as RecipeProduct[]) : [];
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const q = { range: [0, 9] as const, filter: { name: search } };
  const found = useQuery({
    queryKey: queryKeys.list(PATH, q),
    queryFn: ({ signal }) => fetchPage<RecipeProduct>(PATH, q, signal),
    enabled: search !== '',
  });
  const ids = new Set(chosen.map((p) => p.id));
  const matches = search === '' ? [] : (found.data?.rows ?? []).filter((p) => !ids.has(p.id));
  const nameOf = (p: RecipeProduct) => (i18n.language === 'zh' ? p.name.zh : p.name.en);

  const add = (p: RecipeProduct) => {
    f.set([...chosen, p]);
    f.touch();
    setText('');
    setSearch('');
    setActive(0);
  };
  const remove = (id: string) => f.set(chosen.filter((p) => p.id !== id));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const n = matches.length;
      if (n) setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
    } else if (e.key === 'Enter') {
      // Enter picks a match; it never submits the form from here
      e.preventDefault();
      const p = matches[Math.min(active, matches.length - 1)];
      if (p) add(p);
    } else if (e.key === 'Backspace' && text === '' && chosen.length) {
      remove(chosen[chosen.length - 1]!.id);
    } else if (e.key === 'Escape' && text !== '') {
      e.stopPropagation();
      setText('');
      setSearch('');
    }
  };

  return (
    <Field {...props}>
      <div className="cpt-products">
        <div className="cpt-products-chosen" aria-live="polite">
          {chosen.length === 0 && <span className="bp6-text-muted">{t('recipes.noProducts')}</span>}
          {chosen.map((p) => (
            <Tag
              key={p.id}
              large
              intent={p.status === 'discontinued' ? 'warning' : 'none'}
              endIcon={
                <Button
                  variant="minimal"
                  size="small"
                  icon="small-cross"
                  aria-label={t('recipes.removeProduct', { name: nameOf(p) })}
                  onClick={() => remove(p.id)}
                  disabled={props.disabled}
                />
              }
            >
              {p.productId} · {nameOf(p)}
            </Tag>
          ))}
        </div>
        <InputGroup
          id={f.id}
          leftIcon="search"
          placeholder={t('recipes.productSearch')}
          value={text}
          disabled={props.disabled}
          onValueChange={(v) => {
            setText(v);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded={matches.length > 0}
          aria-controls={`${f.id}-matches`}
          aria-activedescendant={matches.length ? `${f.id}-match-${active}` : undefined}
          autoComplete="off"
        />
        {search !== '' && found.data && (
          <Menu id={`${f.id}-matches`} role="listbox" className="cpt-products-matches">
            {matches.length === 0 && <MenuItem disabled text={t('recipes.noMatch')} />}
            {matches.map((p, i) => (
              <MenuItem
                key={p.id}
                id={`${f.id}-match-${i}`}
                role="option"
                active={i === active}
                text={`${p.productId} · ${nameOf(p)}`}
                label={i18n.language === 'zh' ? p.name.en : p.name.zh}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => add(p)}
              />
            ))}
          </Menu>
        )}
      </div>
    </Field>
  );
}
