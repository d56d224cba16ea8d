import type { Theme } from '@mui/material/styles';

/**
 * The docs theme is always built with CSS variables, so `theme.vars` exists; this narrows the
 * type once instead of at every style.
 */
export function cssVars(theme: Theme): NonNullable<Theme['vars']> {
  if (!theme.vars) throw new Error('The docs theme must be created with cssVariables enabled');
  return theme.vars;
}
