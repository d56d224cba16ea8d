import * as React from 'react';
import Head from 'next/head';
import { useRouter } from 'next/router';
import styles from './ErrorPage.module.css';
import { useTranslate } from '../app/PageContext';
import { fullTitle, siteOrigin } from '../../shared/site/siteIdentity';
import { TextLink } from './primitives';

/**
 * A static host cannot answer with an HTTP redirect, so the page redirects itself: a meta refresh
 * for readers without JavaScript, the client router for everyone else.
 */
export function RedirectPage({ to }: { to: string }) {
  const router = useRouter();
  const t = useTranslate();
  React.useEffect(() => {
    void router.replace(to);
  }, [router, to]);

  return (
    <div className={`${styles.page} ${styles.redirect}`}>
      <Head>
        <title>{fullTitle(t('redirectTitle'))}</title>
        <meta name="description" content={t('redirectTitle')} />
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        <link rel="canonical" href={`${siteOrigin}${to}`} />
      </Head>
      <h1 className={styles.title}>{t('redirectTitle')}</h1>
      <TextLink href={to}>{t('redirectLink')}</TextLink>
    </div>
  );
}
