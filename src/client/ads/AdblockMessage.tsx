import * as React from 'react';
import { useTranslate } from '../app/PageContext';
import styles from './Ad.module.css';

/** Shown to a share of readers whose browser blocks the ad network. */
export function AdblockMessage() {
  const t = useTranslate();
  return (
    <span className={styles.message}>
      <span className={styles.messageTitle}>{t('likeMui')}</span>
      <span className={styles.messageBody}>{t('adblock')}</span>
      <span className={styles.messageBody}>
        {t('thanks')}{' '}
        <span role="img" aria-label={t('emojiLove')}>
          ❤️
        </span>
      </span>
    </span>
  );
}
