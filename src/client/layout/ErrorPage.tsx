import * as React from 'react';
import styles from './ErrorPage.module.css';
import { PageHead } from './PageHead';
import { useTranslate } from '../app/PageContext';
import { ContainedButtonLink } from './primitives';

/** Layout shared by the 404 and 500 pages: what happened, and a way back in. */
export function ErrorPage({ titleKey, bodyKey, children }: { titleKey: string; bodyKey: string; children?: React.ReactNode }) {
  const t = useTranslate();
  return (
    <div className={styles.page}>
      <PageHead title={t(titleKey)} description={t(bodyKey)} canonical={false} />
      <h1 className={styles.title}>{t(titleKey)}</h1>
      <p className={styles.body}>{t(bodyKey)}</p>
      <ContainedButtonLink href="/x/introduction/">{t('backToIntroduction')}</ContainedButtonLink>
      {children}
    </div>
  );
}
