import { Button, Classes, Icon, MenuItem, Spinner } from '@blueprintjs/core';
import { type ItemPredicate, type ItemRenderer, Select } from '@blueprintjs/select';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaOption } from '../../../domain/area-tree.ts';
import { useAreas } from '../../api/useAreas.ts';
import { a11y, Field, type FieldProps, useField } from './Field.tsx';
import { keepMovedFocus } from './keepMovedFocus.ts';

/**
 * The area cascader: one keyboard-navigable list of the whole tree, indented by depth, each area
 * shown with its full path ("Shanghai / Pudong / Lujiazui"). Typing filters on the path in both
 * languages, so "pud" and "浦东" both find Pudong. The value is the picked area's id (the spec's
 * "last element of the path"); `exclude` hides an area and its subtree (an area's own parent).
 */
export function AreaCascader({ exclude, ...props }: FieldProps & { exclude?: string }) {
  const { t, i18n } = useTranslation();
  const f = useField(props.path);
  const { areas, error, retry } = useAreas();
  const value = typeof f.value === 'string' ? f.value : '';
  // the highlighted row: starts on the current area when the list opens, then follows the arrows
  const [active, setActive] = useState<AreaOption | null>(null);
  // the search, held here so that letters typed between Enter and the search box taking the
  // focus (a few frames on a busy machine, at a typist's pace) land in it instead of being lost
  const [query, setQuery] = useState('');
  // the closing's second look at where the focus went, once Blueprint has given it back
  const afterClose = useRef(() => {});

  if (error) {
    return (
      <Field {...props}>
        <Button icon="refresh" intent="danger" variant="outlined" onClick={retry}>
          {t('errors.oops')} {t('app.retry')}
        </Button>
      </Field>
    );
  }
  if (!areas) {
    return (
      <Field {...props}>
        <Spinner size={16} aria-label={t('app.loading')} />
      </Field>
    );
  }
  const hidden = exclude ? areas.subtree(exclude) : new Set<string>();
  const items = areas.options.filter((o) => !hidden.has(o.id));
  const other = i18n.language === 'zh' ? 'en' : 'zh';
  const text = (o: AreaOption) => `${areas.pathLabel(o.id, i18n.language)} ${areas.pathLabel(o.id, other)}`;

  const predicate: ItemPredicate<AreaOption> = (query, o) =>
    text(o).toLowerCase().includes(query.trim().toLowerCase());
  const render: ItemRenderer<AreaOption> = (o, { handleClick, handleFocus, modifiers, ref, query }) => {
    if (!modifiers.matchesPredicate) return null;
    return (
      <MenuItem
        key={o.id}
        ref={ref}
        active={modifiers.active}
        selected={o.id === value}
        roleStructure="listoption"
        onClick={handleClick}
        onFocus={handleFocus}
        // while filtering, the full path tells same-named districts apart; otherwise indentation does
        text={
          query ? (
            areas.pathLabel(o.id, i18n.language)
          ) : (
            <span style={{ paddingLeft: o.depth * 16 }}>{areas.label(o.id, i18n.language)}</span>
          )
        }
      />
    );
  };

  return (
    <Field {...props}>
      <Select<AreaOption>
        items={items}
        itemPredicate={predicate}
        itemRenderer={render}
        query={query}
        onQueryChange={setQuery}
        activeItem={active}
        onActiveItemChange={(o) => setActive(o)}
        onItemSelect={(o) => {
          f.set(o.id);
          f.touch();
        }}
        noResults={<MenuItem disabled text={t('form.noMatch')} roleStructure="listoption" />}
        inputProps={{ placeholder: t('form.searchArea'), 'aria-label': t('form.searchArea') }}
        popoverProps={{
          minimal: true,
          // the search box takes the focus once the popover has opened: without the 300 ms
          // transition, letters typed right after Enter reach it instead of being lost
          transitionDuration: 0,
          matchTargetWidth: true,
          // the trigger is the button itself: a wrapper div would carry aria-expanded without a
          // role that allows it, and a Blueprint Button inside it would be a control in a control
          targetTagName: 'button',
          onOpening: () => setActive(items.find((o) => o.id === value) ?? items[0] ?? null),
          // the search starts empty at each opening: cleared on closing, not on opening as
          // Select's resetOnClose does, which would drop the letters typed after Enter
          onClosing: (node) => {
            afterClose.current = keepMovedFocus(node, document.getElementById(f.id));
          },
          onClosed: () => {
            afterClose.current();
            f.touch();
            setQuery('');
          },
        }}
        popoverTargetProps={
          {
            // a button takes no aria-required: the label's mark says the field is required
            ...a11y(f.id, f.error),
            type: 'button',
            disabled: props.disabled,
            onKeyDown: (e: React.KeyboardEvent<HTMLElement>) => {
              const typed = e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
              if (!typed || e.currentTarget.getAttribute('aria-expanded') !== 'true') return;
              e.preventDefault();
              setQuery((q) => q + e.key);
            },
            className: [
              Classes.BUTTON,
              Classes.OUTLINED,
              Classes.FILL,
              Classes.ALIGN_LEFT,
              'cpt-area-trigger',
              f.error ? Classes.INTENT_DANGER : '',
              props.disabled ? Classes.DISABLED : '',
            ].join(' '),
          } as React.HTMLAttributes<HTMLElement>
        }
        menuProps={{ 'aria-label': t(props.labelKey), className: 'cpt-area-menu' }}
        disabled={props.disabled}
        fill
      >
        <span className={Classes.BUTTON_TEXT}>
          {value ? areas.pathLabel(value, i18n.language) : t('form.chooseArea')}
        </span>
        <Icon icon="caret-down" />
      </Select>
    </Field>
  );
}
