import * as React from 'react';
import Box from '@mui/material/Box';

export interface RangeInputProps {
  value: number;
  min: number;
  max: number;
  step?: number;
  disabled?: boolean;
  size?: 'small' | 'medium';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>, value: number) => void;
}

/**
 * A native range input in the theme's primary colour, for the demos' controls. A native input
 * states its bounds with `min` and `max` only, which is what the HTML validator expects.
 */
export function RangeInput({ value, min, max, step = 1, disabled, size, onChange, ...aria }: RangeInputProps) {
  return (
    <Box
      component="input"
      type="range"
      value={value}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event, Number(event.target.value))}
      {...aria}
      sx={(theme) => ({
        display: 'block',
        width: '100%',
        height: 24,
        my: size === 'small' ? 0.5 : 1,
        mx: 0,
        accentColor: (theme.vars || theme).palette.primary.main,
        cursor: disabled ? 'default' : 'pointer',
      })}
    />
  );
}
