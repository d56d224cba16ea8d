import * as React from 'react';
import { cx } from '../utils/cx';
import { useTranslate } from '../app/PageContext';
import styles from './Ad.module.css';
import type { AdShape } from './outcome';
import type { AdItem } from '../../shared/ads/adTypes';

interface Props {
  ad: AdItem;
  shape: AdShape;
  /** Under a demo: two lines of text at most, in a lower reserved space. */
  compact?: boolean;
}

/** An in-house or feed ad: one link (image and text), then the "ad by …" caption. */
export function AdDisplay({ ad, shape, compact = false }: Props) {
  const t = useTranslate();
  return (
    <span className={cx(styles.display, shape === 'image' ? styles.imageShape : styles.inlineShape, compact && styles.compact)}>
      <a
        className={styles.adLink}
        href={ad.link}
        target="_blank"
        rel="noopener sponsored"
        data-ga-event-category="ad"
        data-ga-event-action="click"
        data-ga-event-label={ad.label}
      >
        {/* A static export serves images as they are; next/image would add nothing but code. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        {shape === 'image' ? <img className={styles.image} src={ad.img} width={130} height={100} alt="" /> : null}
        {shape === 'inline' ? <span className={styles.badge}>{t('adBadge')}</span> : null}
        {/* In-house copy is ours; feed copy was sanitised before it became an AdItem. */}
        <span className={styles.text} dangerouslySetInnerHTML={{ __html: ad.description }} />
        {shape === 'inline' ? <span className={styles.getStarted}> {t('adGetStarted')}</span> : null}
      </a>
      <span className={styles.poweredby}>{t('adPublisher').replace('{{publisher}}', ad.poweredby)}</span>
    </span>
  );
}
