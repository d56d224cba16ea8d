import * as React from 'react';
import { subscribeToNothing } from '../src/client/utils/subscribeToNothing';
import type { GetStaticProps } from 'next';
import { basePageProps, type BasePageProps } from '../src/shared/i18n/pageProps';
import { ErrorPage } from '../src/client/layout/ErrorPage';
import styles from '../src/client/layout/ErrorPage.module.css';
import { usePageContext, useTranslate } from '../src/client/app/PageContext';
import { TextLink } from '../src/client/layout/primitives';
import { pageToTitleI18n } from '../src/shared/nav/pageTitle';
import { withTrailingSlash } from '../src/shared/nav/routes';
import { exportedRoutes, navIndex } from '../src/shared/nav/siteNav';
import { suggestRoutes } from '../src/shared/nav/suggest';

const readLocation = () => window.location.pathname;
const readNoLocation = () => null;

export default function NotFound() {
  const t = useTranslate();
  const { t: translate } = usePageContext();
  // The same 404.html answers every unknown URL, so the suggestions can only be computed in the
  // browser, from the address the reader actually asked for.
  const requested = React.useSyncExternalStore(subscribeToNothing, readLocation, readNoLocation);
  const suggestions = React.useMemo(() => (requested ? suggestRoutes(requested, exportedRoutes) : []), [requested]);

  return (
    <ErrorPage titleKey="notFoundTitle" bodyKey="notFoundBody">
      {/* Space is reserved so the late suggestions do not push anything around. */}
      <div className={styles.browserContent} aria-live="polite">
        {suggestions.length ? (
          <>
            <h2 className={styles.browserContentTitle}>{t('notFoundSuggestions')}</h2>
            <ul data-testid="not-found-suggestions">
              {suggestions.map((route) => (
                <li key={route}>
                  <TextLink href={withTrailingSlash(route)}>
                    {pageToTitleI18n(navIndex.byPathname.get(route) ?? { pathname: route }, translate)}
                  </TextLink>{' '}
                  <span className={styles.route}>{withTrailingSlash(route)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </ErrorPage>
  );
}

export const getStaticProps: GetStaticProps<BasePageProps> = async () => ({ props: basePageProps('/404') });
