import { InputGroup, type Intent, mergeRefs, PopoverNext, PopupKind, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE } from '../../domain/dates.ts';
import { keyIn } from '../../locales/keys.ts';
import { focusIsFree } from '../app/focusLanding.ts';
import { readDay } from './dayText.ts';
import { useParseError } from './fields/parseError.ts';

const DayCalendar = lazy(() => import('./DayCalendar.tsx'));

/**
 * A calendar day typed as YYYY-MM-DD, the same in every browser and language (the browser's own
 * date input follows the machine's locale and cannot be styled), with Blueprint's calendar on
 * demand: a click in the field, ↓ or Alt+↓ opens it; it loads then (DayCalendar.tsx), so a list with a day
 * filter does not fetch it. The field itself is always this input, so no typed key is ever lost
 * to a swap. A typed day is taken as soon as it is a whole valid day; Tab goes on to the next
 * field, Escape closes the calendar or leaves the field. Value and onChange are `YYYY-MM-DD`
 * strings, '' for none. In a form (`path`), a text that is not a day blocks the save: it is not
 * sent, so saving would silently keep the day stored before.
 */
export function DayInput({
  value,
  onChange,
  label,
  min,
  disabled,
  input,
  emptyAfterEntry,
  path,
}: {
  value: string;
  onChange: (day: string) => void;
  label: string;
  /** the first day that may be picked, YYYY-MM-DD */
  min?: string;
  disabled?: boolean;
  /** more attributes of the text input (a form field's id and error links) */
  input?: Record<string, unknown>;
  /** an entry that adds days elsewhere (the offer's delivery days): each day taken empties it */
  emptyAfterEntry?: boolean;
  /** the form field the day is typed for */
  path?: string;
}) {
  const { t } = useTranslation();
  const first = min ?? DATE_RANGE.min;
  const [text, setText] = useState(value);
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState<false | 'mouse' | 'keys'>(false);
  const field = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const calendarId = useId();
  const read = readDay(text, first, DATE_RANGE.max);
  const parseError = useParseError(path);
  // a typed text that is not the stored day (a stored day before `min`, an expired voucher's, is
  // the schema's to judge); shown once the field is left, as its red frame is, and a Ctrl+S typed
  // in the field is refused too
  const untaken = 'error' in read && text !== value;
  const readError = untaken ? (read.error === 'invalid' ? 'dates.invalid' : 'dates.outOfRange') : undefined;
  useEffect(() => parseError(readError, typing), [parseError, readError, typing]);
  // the last day this field sent: its echo from a parent that answers later (the address) must
  // not overwrite what has been typed since
  const sent = useRef<string | null>(null);
  // a day set from outside (a reset, the address, a pick) shows, unless it is the one being typed
  useEffect(() => {
    if (value === sent.current) {
      sent.current = null;
      return;
    }
    setText((current) => {
      const typed = readDay(current, first, DATE_RANGE.max);
      return 'day' in typed && typed.day === value ? current : value;
    });
  }, [value, first]);

  const take = (day: string) => {
    sent.current = day;
    if (emptyAfterEntry && day) {
      onChange(day);
      setText('');
    } else if (day !== value) onChange(day);
  };
  const type = (next: string) => {
    setText(next);
    const r = readDay(next, first, DATE_RANGE.max);
    if ('day' in r) take(r.day);
  };
  const pick = (day: string) => {
    setText(day);
    take(day);
    setOpen(false);
    field.current?.focus();
  };
  const error = !typing && 'error' in read ? t(keyIn('dates', read.error)) : undefined;
  const inside = (node: EventTarget | null) => node instanceof Node && !!box.current?.contains(node);

  return (
    <PopoverNext
      isOpen={!!open && !disabled}
      onInteraction={(next) => {
        if (next) return;
        // Escape in the calendar: the keyboard goes back to the field, at once
        if (inside(document.activeElement)) field.current?.focus();
        setOpen(false);
      }}
      // Blueprint's own focus return, once the calendar is gone, may send it back into the calendar
      // being removed (after Escape it returns it to where it was when it opened): the field again
      onClosed={() => {
        const at = document.activeElement;
        if (focusIsFree() || inside(at)) field.current?.focus();
      }}
      autoFocus={false}
      enforceFocus={false}
      // the field says where the focus goes (Tab moves on; after Escape, onClosed below)
      shouldReturnFocusOnClose={false}
      placement="bottom-start"
      popupKind={PopupKind.DIALOG}
      content={
        <div ref={box} role="dialog" aria-label={t('dates.picker')} id={calendarId}>
          {/* Shift+Tab from the calendar's first control, or Tab from its last: back to the field */}
          <FocusEdge onFocus={() => field.current?.focus()} />
          <Suspense fallback={<Spinner size={20} className="cpt-day-calendar-wait" />}>
            <DayCalendar
              value={'day' in read ? read.day : value}
              min={first}
              max={DATE_RANGE.max}
              onPick={pick}
              takeFocus={open === 'keys'}
            />
          </Suspense>
          <FocusEdge
            onFocus={() => {
              setOpen(false);
              field.current?.focus();
            }}
          />
        </div>
      }
      renderTarget={({ isOpen, ref, ...target }) => (
        <InputGroup
          {...target}
          className="cpt-day-input"
          // the popover is placed from the text input, as Blueprint's own date input does
          inputRef={mergeRefs(ref, field)}
          role="combobox"
          aria-label={label}
          aria-expanded={isOpen}
          aria-controls={isOpen ? calendarId : undefined}
          title={error ?? t('dates.open')}
          autoComplete="off"
          placeholder="YYYY-MM-DD"
          style={{ width: 150 }}
          disabled={disabled}
          value={text}
          leftIcon="calendar"
          {...input}
          // a typed text that is not a day is marked whatever the form says of the stored one
          intent={error ? 'danger' : ((input?.intent as Intent | undefined) ?? 'none')}
          aria-invalid={error ? true : (input?.['aria-invalid'] as boolean | undefined)}
          onChange={(e) => type(e.currentTarget.value)}
          onFocus={() => setTyping(true)}
          onBlur={(e) => {
            setTyping(false);
            // into another control (not a click on the calendar's background, which takes no focus)
            if (e.relatedTarget && !inside(e.relatedTarget)) setOpen(false);
          }}
          onClick={() => setOpen((o) => o || 'mouse')}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
              e.preventDefault();
              setOpen('keys');
            } else if (e.key === 'Escape') {
              if (open) e.stopPropagation();
              setOpen(false);
              if (!open) field.current?.blur();
            } else if (e.key === 'Tab') setOpen(false);
          }}
        />
      )}
    />
  );
}

/** An edge of the calendar for Tab: the calendar lives at the end of the page, far from its field. */
function FocusEdge({ onFocus }: { onFocus: () => void }) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a focus edge, never seen: it sends the focus on
  // biome-ignore lint/a11y/noStaticElementInteractions: (same)
  return <div tabIndex={0} onFocus={onFocus} />;
}
