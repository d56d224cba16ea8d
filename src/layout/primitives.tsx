import NextLink from 'next/link';
import { styled, type Theme } from '@mui/material/styles';
import { cssVars } from '../theme/cssVars';

// The frame ships on every page, so its controls are plain elements styled with the theme
// rather than MUI's ButtonBase family, whose ripple and transition machinery would add ~20 kB
// (gzip) to the first load of every page. Menus and drawers that need MUI's focus management
// are loaded when first opened.

function focusRing(theme: Theme) {
  return { '&:focus-visible': { outline: `2px solid ${cssVars(theme).palette.primary.main}`, outlineOffset: 2 } };
}

function iconButtonStyles({ theme }: { theme: Theme }) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: cssVars(theme).palette.text.secondary,
    cursor: 'pointer',
    textDecoration: 'none',
    '&:hover': { backgroundColor: cssVars(theme).palette.action.hover, color: cssVars(theme).palette.text.primary },
    '& svg': { width: 24, height: 24 },
    ...focusRing(theme),
  } as const;
}

export const IconButton = styled('button')(iconButtonStyles);
export const IconButtonLink = styled('a')(iconButtonStyles);

export const OutlinedButton = styled('button')(({ theme }) => {
  const vars = cssVars(theme);
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 2,
    minHeight: 28,
    padding: '0 6px 0 10px',
    border: `1px solid rgba(${vars.palette.primary.mainChannel} / 0.5)`,
    borderRadius: 8,
    background: 'none',
    color: vars.palette.primary.main,
    font: 'inherit',
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 500,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    '&:hover': { backgroundColor: `rgba(${vars.palette.primary.mainChannel} / 0.08)` },
    '& svg': { width: 20, height: 20 },
    ...focusRing(theme),
  };
});

/** A link that looks like a text button (prev / next, calls to action). */
export const ButtonLink = styled(NextLink)(({ theme }) => {
  const vars = cssVars(theme);
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    padding: '6px 8px',
    borderRadius: 8,
    color: vars.palette.primary.main,
    fontWeight: 500,
    textDecoration: 'none',
    '&:hover': { backgroundColor: `rgba(${vars.palette.primary.mainChannel} / 0.08)` },
    '& svg': { width: 20, height: 20, flexShrink: 0 },
    ...focusRing(theme),
  };
});

export const ContainedButtonLink = styled(ButtonLink)(({ theme }) => {
  const vars = cssVars(theme);
  return {
    padding: '8px 16px',
    backgroundColor: vars.palette.primary.main,
    color: vars.palette.primary.contrastText,
    '&:hover': { backgroundColor: vars.palette.primary.dark },
  };
});

export const TextLink = styled(NextLink)(({ theme }) => ({
  color: cssVars(theme).palette.primary.main,
  textUnderlineOffset: 2,
  ...focusRing(theme),
}));
