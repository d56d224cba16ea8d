import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

type ClockNumberTexts = Pick<
  PickersLocaleText,
  'hoursClockNumberText' | 'minutesClockNumberText' | 'secondsClockNumberText'
>;

// The columns show two digits ("07", "05"); the default accessible names drop the zero
// ("7 hours"). Keep the visible digits in the name so that voice control users can say them.
export function paddedClockNumberTexts(hours: string, minutes: string, seconds: string): ClockNumberTexts {
  return {
    hoursClockNumberText: (value) => `${value.padStart(2, '0')} ${hours}`,
    minutesClockNumberText: (value) => `${value.padStart(2, '0')} ${minutes}`,
    secondsClockNumberText: (value) => `${value.padStart(2, '0')} ${seconds}`,
  };
}

export const clockLocaleText = paddedClockNumberTexts('hours', 'minutes', 'seconds');
