import { Button, ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../DayInput.tsx';
import { Select } from '../Select.tsx';
import { SEARCH_DEBOUNCE_MS } from '../searchPause.ts';
import { SearchableFilter } from './SearchableFilter.tsx';
import type { FilterDef } from './types.ts';

// the calendar (react-day-picker, date-fns) loads only with a list that filters on dates

const TextFilter = forwardRef<
  HTMLInputElement,
  { def: FilterDef; value: string; onChange: (v: string) => void; onLeave?: () => void }
>(function TextFilter({ def, value, onChange, onLeave }, ref) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const latest = useRef(onChange);
  latest.current = onChange;
  // the URL is the truth: an outside change (Back, a pasted link, Reset) refills the box
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const id = window.setTimeout(() => latest.current(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [text, value]);
  return (
    <InputGroup
      inputRef={ref}
      id={`filter-${def.field}`}
      type="search"
      leftIcon="search"
      placeholder={t(def.labelKey)}
      aria-label={t(def.labelKey)}
      value={text}
      onValueChange={setText}
      onKeyDown={(e) => {
        // Enter searches at once; Escape clears the box, and on an empty box goes back to the
        // rows, as ↓ does: the grid is otherwise a dozen Tabs away
        if (e.key === 'Enter') latest.current(text);
        if (e.key === 'Escape' && text) {
          e.stopPropagation();
          setText('');
          latest.current('');
        } else if (
          onLeave &&
          (e.key === 'ArrowDown' || e.key === 'Escape') &&
          // a Chinese input method's own keys while it composes stay its own
          !e.nativeEvent.isComposing &&
          !e.altKey &&
          !e.shiftKey &&
          !e.ctrlKey &&
          !e.metaKey
        ) {
          e.preventDefault();
          e.stopPropagation();
          if (text !== value) latest.current(text);
          onLeave();
        }
      }}
    />
  );
});

/** A typed id as the number the filter wants; text that is no id matches nothing (0 is no id). */
function asWholeNumber(v: string): number | '' {
  const s = v.trim();
  if (s === '') return '';
  return /^\d{1,15}$/.test(s) ? Number(s) : 0;
}

function asRange(v: unknown): { gte?: string; lte?: string } {
  const day = (x: unknown) => (typeof x === 'string' && x ? x : undefined);
  // the protocol's other spelling, [from, to] (domain/list-protocol.ts), as a link may carry it
  if (Array.isArray(v)) return { gte: day(v[0]), lte: day(v[1]) };
  if (!v || typeof v !== 'object') return {};
  const r = v as { gte?: unknown; lte?: unknown };
  return { gte: day(r.gte), lte: day(r.lte) };
}

export interface FilterBarProps {
  defs: readonly FilterDef[];
  filter: Record<string, unknown>;
  /** a value, or a function of the field's value as the URL holds it when the change lands */
  onChange: (field: string, value: unknown | ((current: unknown) => unknown)) => void;
  onReset: () => void;
  searchRef: React.Ref<HTMLInputElement>;
  /** ↓ in a search box, or Escape in an empty one: the keyboard back to the rows */
  onLeave?: () => void;
}

/** The filter inputs of a list, bound to the `filter` object kept in the URL. */
export function FilterBar({ defs, filter, onChange, onReset, searchRef, onLeave }: FilterBarProps) {
  const { t } = useTranslation();
  let firstText = true;
  return (
    <search className="cpt-filters">
      {defs.map((def) => {
        const value = filter[def.field];
        if (def.kind === 'text') {
          const ref = firstText ? searchRef : undefined;
          firstText = false;
          return (
            <TextFilter
              key={def.field}
              ref={ref}
              def={def}
              value={typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''}
              onChange={(v) => onChange(def.field, v)}
              onLeave={onLeave}
            />
          );
        }
        if (def.kind === 'number') {
          return (
            <TextFilter
              key={def.field}
              def={def}
              value={typeof value === 'number' ? String(value) : ''}
              onChange={(v) => onChange(def.field, asWholeNumber(v))}
              onLeave={onLeave}
            />
          );
        }
        if (def.kind === 'select' && def.searchable) {
          return (
            <SearchableFilter
              key={def.field}
              label={t(def.labelKey)}
              value={typeof value === 'string' ? value : ''}
              onChange={(v) => onChange(def.field, v)}
              options={def.options.map((o) => ({
                value: String(o.value),
                label: 'text' in o ? o.text : t(o.labelKey),
              }))}
            />
          );
        }
        if (def.kind === 'select') {
          return (
            <Select
              key={def.field}
              aria-label={t(def.labelKey)}
              // a boolean or number filter holds its typed value; the option is its text
              value={
                typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
                  ? String(value)
                  : ''
              }
              onChange={(e) => {
                const text = e.currentTarget.value;
                const option = def.options.find((o) => String(o.value) === text);
                onChange(def.field, option ? option.value : text);
              }}
              options={[
                { value: '', label: `${t(def.labelKey)}: ${t('list.all')}` },
                ...def.options.map((o) => ({
                  value: String(o.value),
                  label: 'text' in o ? o.text : t(o.labelKey),
                })),
              ]}
            />
          );
        }
        const range = asRange(value);
        return (
          <FormGroup key={def.field} inline label={t(def.labelKey)} className="cpt-daterange">
            <ControlGroup>
              <DayInput
                label={`${t(def.labelKey)} ${t('list.from')}`}
                value={range.gte ?? ''}
                onChange={(gte) =>
                  onChange(def.field, (cur: unknown) => ({ ...asRange(cur), gte: gte || undefined }))
                }
              />
              <span className="cpt-daterange-sep" aria-hidden>
                –
              </span>
              <DayInput
                label={`${t(def.labelKey)} ${t('list.to')}`}
                value={range.lte ?? ''}
                onChange={(lte) =>
                  onChange(def.field, (cur: unknown) => ({ ...asRange(cur), lte: lte || undefined }))
                }
              />
            </ControlGroup>
          </FormGroup>
        );
      })}
      {Object.keys(filter).length > 0 && (
        <Button variant="minimal" icon="filter-remove" onClick={onReset}>
          {t('list.resetFilters')}
        </Button>
      )}
    </search>
  );
}
