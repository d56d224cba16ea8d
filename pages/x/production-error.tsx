import * as React from 'react';
import type { GetStaticProps } from 'next';
import { DOCS_ERRORS, isDocsErrorCode } from '../../src/shared/errors/catalogue';
import { formatErrorMessage, parseProductionErrorQuery } from '../../src/shared/errors/format';
import { basePageProps, type BasePageProps } from '../../src/shared/i18n/pageProps';
import { ErrorPage } from '../../src/client/layout/ErrorPage';
import styles from '../../src/client/layout/ErrorPage.module.css';
import { useTranslate } from '../../src/client/app/PageContext';
import { subscribeToNothing } from '../../src/client/utils/subscribeToNothing';

const readSearch = () => window.location.search;
const readNoSearch = () => null;

/** Turns a minified error link (`docsError`) back into the full message. */
export default function ProductionError() {
  const t = useTranslate();
  // One static page answers every code: the query can only be read in the browser.
  const search = React.useSyncExternalStore(subscribeToNothing, readSearch, readNoSearch);
  const query = search === null ? null : parseProductionErrorQuery(search);
  const message = query && isDocsErrorCode(query.code) ? formatErrorMessage(DOCS_ERRORS[query.code], query.args) : null;

  return (
    <ErrorPage titleKey="productionErrorTitle" bodyKey="productionErrorBody">
      {/* Space is reserved so the message, read in the browser, pushes nothing around. */}
      <div className={styles.browserContent} aria-live="polite" data-testid="production-error">
        {search === null ? null : query && message ? (
          <>
            <h2 className={styles.browserContentTitle}>{t('productionErrorCode').replace('{{code}}', String(query.code))}</h2>
            <pre className={styles.message}>{message}</pre>
          </>
        ) : (
          <p>{t('productionErrorUnknown')}</p>
        )}
      </div>
    </ErrorPage>
  );
}

export const getStaticProps: GetStaticProps<BasePageProps> = async () => ({ props: basePageProps('/x/production-error') });
