import * as React from 'react';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded';
import { BACK_TO_TOP_THRESHOLD } from './scrollSpy';
import { useTranslate } from './PageContext';

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
    <Zoom in={visible}>
      <Fab
        size="small"
        color="primary"
        aria-label={t('backToTop')}
        onClick={scrollToTop}
        data-testid="back-to-top"
        sx={{ position: 'fixed', bottom: 16, right: 16, zIndex: 'fab' }}
      >
        <KeyboardArrowUpRounded />
      </Fab>
    </Zoom>
  );
}
