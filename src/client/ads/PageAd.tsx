import * as React from 'react';
import styles from './Ad.module.css';
import { AdErrorBoundary } from './AdErrorBoundary';
import { useAdRuntime } from './AdRuntime';
import { isCrawler } from './outcome';
import { useHydrated } from './useHydrated';

const BodyTopAd = React.lazy(() => import('./BodyTopAd'));

/**
 * The ad block of a docs page, placed inside its description element. Its space is reserved in
 * the server HTML, so whatever fills it later (or nothing, for crawlers and after a crash)
 * moves nothing on the page.
 */
export function PageAd() {
  const { config, environment } = useAdRuntime();
  const hydrated = useHydrated();
  const labelRef = React.useRef('pending-body-top');
  if (!config.enabled) return null;
  const show = hydrated && !isCrawler(environment.userAgent());
  return (
    <span className={styles.slot} data-ad-slot="body-top" data-pagefind-ignore="all">
      {show ? (
        <AdErrorBoundary labelRef={labelRef}>
          <React.Suspense fallback={null}>
            <BodyTopAd labelRef={labelRef} />
          </React.Suspense>
        </AdErrorBoundary>
      ) : null}
    </span>
  );
}
