import { Button, MenuItem } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import { useTranslation } from 'react-i18next';

export interface FilterOption {
  value: string;
  label: string;
}

const matches = (query: string, o: FilterOption) =>
  o.label.toLowerCase().includes(query.trim().toLowerCase());

/**
 * A select filter one can type into (a supplier among hundreds): the options whose name contains
 * what is typed, ↑/↓ and Enter to pick, × to drop the filter.
 */
export function SearchableFilter(props: {
  label: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const selected = props.options.find((o) => o.value === props.value) ?? null;
  return (
    <Suggest<FilterOption>
      className="cpt-searchable-filter"
      items={props.options as FilterOption[]}
      selectedItem={selected}
      itemPredicate={matches}
      itemsEqual="value"
      inputValueRenderer={(o) => o.label}
      onItemSelect={(o) => props.onChange(o.value)}
      itemRenderer={(o, { handleClick, handleFocus, modifiers, ref }) =>
        modifiers.matchesPredicate ? (
          <MenuItem
            key={o.value}
            ref={ref}
            text={o.label}
            active={modifiers.active}
            selected={o.value === props.value}
            roleStructure="listoption"
            onClick={handleClick}
            onFocus={handleFocus}
          />
        ) : null
      }
      noResults={<MenuItem disabled text={t('list.noMatch')} roleStructure="listoption" />}
      resetOnClose
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      inputProps={{
        'aria-label': props.label,
        placeholder: `${props.label}: ${t('list.all')}`,
        rightElement: selected ? (
          <Button
            variant="minimal"
            icon="cross"
            aria-label={t('list.clearFilter', { name: props.label })}
            onClick={() => props.onChange('')}
          />
        ) : undefined,
      }}
    />
  );
}
