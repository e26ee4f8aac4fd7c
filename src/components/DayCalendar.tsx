import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { DatePicker } from '@blueprintjs/datetime';
// date-fns only because the calendar (react-day-picker) takes its month and weekday names and the
// week's first day from a date-fns locale; typing and showing days is luxon's (docs/domain.md, "Dates")
import enUS from 'date-fns/locale/en-US';
import zhCN from 'date-fns/locale/zh-CN';
import { DateTime } from 'luxon';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_FORMAT } from './dayText.ts';

// the calendar's days are the browser's local midnights: read and written in the local zone
const localDay = (day: string) => DateTime.fromFormat(day, DAY_FORMAT).toJSDate();

/**
 * Blueprint's calendar for DayInput, in a chunk of its own (react-day-picker, date-fns' locales
 * and Blueprint's date styles: ~40 KB on the wire) fetched when a calendar is first opened, not
 * with every list that has a day filter. `value`, `min` and `max` are YYYY-MM-DD; `onPick` gets
 * the picked day, or '' for the Clear button.
 */
export default function DayCalendar({
  value,
  min,
  max,
  onPick,
  takeFocus,
}: {
  value: string;
  min: string;
  max: string;
  onPick: (day: string) => void;
  /** opened from the keyboard: the calendar takes the focus once it is drawn */
  takeFocus: boolean;
}) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    // the day the arrows move from (the chosen one, else today), as a typist expects; else the month
    const day = box.current?.querySelector<HTMLElement>('.rdp-day[tabindex="0"]');
    // not scrolled to: the popover may not be placed yet
    (day ?? box.current?.querySelector<HTMLElement>('select, button'))?.focus({ preventScroll: true });
  }, [takeFocus]);
  return (
    <div ref={box}>
      <DatePicker
        value={value ? localDay(value) : null}
        onChange={(date) => onPick(date ? DateTime.fromJSDate(date).toFormat(DAY_FORMAT) : '')}
        locale={i18n.language === 'zh' ? zhCN : enUS}
        minDate={localDay(min)}
        maxDate={localDay(max)}
        showActionsBar
        todayButtonText={t('dates.today')}
        clearButtonText={t('dates.clear')}
        dayPickerProps={{
          labels: {
            labelMonthDropdown: () => t('dates.month'),
            labelYearDropdown: () => t('dates.year'),
            labelPrevious: () => t('dates.previousMonth'),
            labelNext: () => t('dates.nextMonth'),
          },
        }}
      />
    </div>
  );
}
