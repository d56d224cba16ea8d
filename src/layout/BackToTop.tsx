import * as React from 'react';
import { styled } from '@mui/material/styles';
import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded';
import { cssVars } from '../theme/cssVars';
import { BACK_TO_TOP_THRESHOLD } from './scrollSpy';
import { useTranslate } from './PageContext';

const Fab = styled('button')(({ theme }) => {
  const vars = cssVars(theme);
  return {
    position: 'fixed',
    bottom: 16,
    right: 16,
    zIndex: theme.zIndex.fab,
    width: 40,
    height: 40,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: 0,
    borderRadius: '50%',
    backgroundColor: vars.palette.primary.main,
    color: vars.palette.primary.contrastText,
    boxShadow: vars.shadows[6],
    cursor: 'pointer',
    transition: 'transform 150ms, opacity 150ms, visibility 150ms',
    // Hidden means out of the accessibility tree and the tab order too, not just transparent.
    '&[data-visible="false"]': { transform: 'scale(0)', opacity: 0, visibility: 'hidden' },
    '&:hover': { backgroundColor: vars.palette.primary.dark },
    '&:focus-visible': { outline: `2px solid ${vars.palette.primary.main}`, outlineOffset: 2 },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  };
});

export function BackToTop() {
  const t = useTranslate();
  const [visible, setVisible] = React.useState(false);

  React.useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const scrollToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };

  return (
    <Fab
      type="button"
      aria-label={t('backToTop')}
      data-visible={visible}
      onClick={scrollToTop}
      data-testid="back-to-top"
    >
      <KeyboardArrowUpRounded />
    </Fab>
  );
}
