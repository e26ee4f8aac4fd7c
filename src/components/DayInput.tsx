import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { DateInput } from '@blueprintjs/datetime';
// date-fns only because the calendar (react-day-picker) takes its month and weekday names and the
// week's first day from a date-fns locale; typing and showing days is luxon's (docs/domain.md, "Dates")
import enUS from 'date-fns/locale/en-US';
import zhCN from 'date-fns/locale/zh-CN';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE } from '../../domain/dates.ts';

const DAY = /^\d{4}-\d{2}-\d{2}/;
const FORMAT = 'yyyy-MM-dd';

// the calendar's days are the browser's local midnights: read and written in the local zone
const formatDay = (date: Date) => DateTime.fromJSDate(date).toFormat(FORMAT);
const parseDay = (text: string): Date | false => {
  const day = DateTime.fromFormat(text.trim(), FORMAT);
  return day.isValid ? day.toJSDate() : false;
};
const localDay = (day: string) => DateTime.fromFormat(day, FORMAT).toJSDate();

/**
 * A calendar day typed as YYYY-MM-DD or picked in Blueprint's calendar, the same in every browser
 * and language (the browser's own date input follows the machine's locale and cannot be styled).
 * Value and onChange are `YYYY-MM-DD` strings, '' for none.
 */
export function DayInput({
  value,
  onChange,
  label,
  min,
  disabled,
  input,
}: {
  value: string;
  onChange: (day: string) => void;
  label: string;
  /** the first day that may be picked, YYYY-MM-DD */
  min?: string;
  disabled?: boolean;
  /** more attributes of the text input (a form field's id and error links) */
  input?: Record<string, unknown>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DateInput
      className="cpt-day-input"
      value={value || null}
      onChange={(iso) => onChange(iso?.match(DAY)?.[0] ?? '')}
      formatDate={formatDay}
      parseDate={parseDay}
      locale={i18n.language === 'zh' ? zhCN : enUS}
      placeholder="YYYY-MM-DD"
      showActionsBar
      todayButtonText={t('dates.today')}
      clearButtonText={t('dates.clear')}
      invalidDateMessage={t('dates.invalid')}
      outOfRangeMessage={t('dates.outOfRange')}
      minDate={localDay(min ?? DATE_RANGE.min)}
      maxDate={localDay(DATE_RANGE.max)}
      disabled={disabled}
      inputProps={{ 'aria-label': label, leftIcon: 'calendar', style: { width: 150 }, ...input }}
      dayPickerProps={{
        labels: {
          labelMonthDropdown: () => t('dates.month'),
          labelYearDropdown: () => t('dates.year'),
          labelPrevious: () => t('dates.previousMonth'),
          labelNext: () => t('dates.nextMonth'),
        },
      }}
      popoverProps={{
        placement: 'bottom-start',
        // Blueprint names the calendar "date picker" in English whatever the page's language
        onOpened: (node) =>
          node.querySelector('[role="dialog"]')?.setAttribute('aria-label', t('dates.picker')),
      }}
    />
  );
}
