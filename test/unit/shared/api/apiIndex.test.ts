import { pickerGroupOf } from '../../../../src/shared/api/apiIndex';

describe('pickers index groups', () => {
  it.each([
    ['DatePicker', 'pickers'],
    ['StaticDateTimeRangePicker', 'pickers'],
    ['MultiInputTimeRangeField', 'fields'],
    ['DateRangeCalendar', 'calendars'],
    ['PickersDay', 'calendars'],
    ['DayCalendarSkeleton', 'calendars'],
    ['MultiSectionDigitalClock', 'clocks'],
    ['DateTimePickerTabs', 'toolbars'],
    ['TimePickerToolbar', 'toolbars'],
    ['LocalizationProvider', 'others'],
    ['PickersLayout', 'others'],
  ])('%s is listed under %s', (name, group) => {
    expect(pickerGroupOf(name)).toBe(group);
  });
});
