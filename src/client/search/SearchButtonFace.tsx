import * as React from 'react';
import { cx } from '../utils/cx';
import { SearchIcon } from '../app/icons';
import { useTranslate } from '../app/PageContext';
import { subscribeToNothing } from '../utils/subscribeToNothing';
import { isApplePlatform } from '../../shared/search/shortcut';
import styles from './SearchButton.module.css';

/** What the header's search button shows, whichever search it opens: icon, label, shortcut. */
export function SearchButtonFace() {
  const t = useTranslate();
  // The hint reads ⌘K on Apple devices; the server cannot know, so it renders Ctrl+K first.
  const apple = React.useSyncExternalStore(subscribeToNothing, () => isApplePlatform(navigator.userAgent), () => false);
  return (
    <>
      <SearchIcon className={styles.icon} />
      <span className={cx('docs-visually-hidden', styles.label)}>{t('search.button')}</span>
      <kbd className={styles.shortcut} aria-hidden="true">
        {apple ? '⌘K' : 'Ctrl+K'}
      </kbd>
    </>
  );
}

/** The button's own class, for the components that draw it. */
export const searchButtonClass = styles.button;
