import { Dayjs } from 'dayjs';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DateRange } from '@mui/x-date-pickers-pro/models';

/**
 * Reporting periods counted from "today".
 * `getToday` is called when a shortcut is rendered, so a closed picker can pass
 * `() => dayjs()` and a calendar shown open on the page can pass a fixed date.
 */
export function reportRangeShortcuts(getToday: () => Dayjs): PickersShortcutsItem<DateRange<Dayjs>>[] {
  const day = () => getToday().startOf('day');
  return [
    { id: 'week-to-date', label: 'Week to date', getValue: () => [day().startOf('week'), day()] },
    {
      id: 'last-week',
      label: 'Last week',
      getValue: () => {
        const previous = day().subtract(1, 'week');
        return [previous.startOf('week'), previous.endOf('week').startOf('day')];
      },
    },
    { id: 'last-7-days', label: 'Last 7 days', getValue: () => [day().subtract(6, 'day'), day()] },
    { id: 'last-30-days', label: 'Last 30 days', getValue: () => [day().subtract(29, 'day'), day()] },
    {
      id: 'month-to-date',
      label: 'Month to date',
      getValue: () => [day().startOf('month'), day()],
    },
    {
      id: 'last-month',
      label: 'Last month',
      getValue: () => {
        const previous = day().subtract(1, 'month');
        return [previous.startOf('month'), previous.endOf('month').startOf('day')];
      },
    },
    { id: 'reset', label: 'Reset', getValue: () => [null, null] },
  ];
}
