import * as React from 'react';
import styles from './BackToTop.module.css';
import { CollapseUpIcon } from '../app/icons';
import { useTranslate } from '../app/PageContext';
import { BACK_TO_TOP_THRESHOLD } from './scrollSpy';

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
    <button
      type="button"
      className={styles.fab}
      aria-label={t('backToTop')}
      data-visible={visible}
      onClick={scrollToTop}
      data-testid="back-to-top"
    >
      <CollapseUpIcon />
    </button>
  );
}
