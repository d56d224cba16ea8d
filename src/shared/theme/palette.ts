// Colour scales of the docs brand, shades 50–900. Values are our own; the scales keep text
// shades at WCAG AA contrast against the backgrounds they are used on.
export const blue = {
  50: '#EEF6FF',
  100: '#D6E9FF',
  200: '#ADD3FF',
  300: '#7AB8FF',
  400: '#4A9BF5',
  500: '#1F7FE0',
  600: '#0B68C4',
  700: '#0A54A0',
  800: '#0B427C',
  900: '#0B3058',
} as const;

export const grey = {
  50: '#F5F7FA',
  100: '#EBEFF4',
  200: '#DCE2EA',
  300: '#C5CEDA',
  400: '#9AA7B8',
  500: '#6B788A',
  600: '#4F5B6B',
  700: '#343E4C',
  800: '#1E2630',
  900: '#11161C',
} as const;

export const green = { 500: '#1E8E4E', 700: '#14693A' } as const;

/** The Premium plan's colour, as in its icon (`src/shared/theme/planIcons.ts`). */
export const purple = { 500: '#8A4FE0' } as const;
