import * as React from 'react';
import { AdErrorBoundary } from './AdErrorBoundary';
import { PageAdsAllowed, useAdRuntime } from './AdRuntime';
import { isCrawler } from './outcome';

const FeedAd = React.lazy(() => import('./FeedAd'));

/** Rendered under a demo once its code was opened, unless the page or the demo says `disableAd`. */
export function DemoInlineAd() {
  const { config, environment } = useAdRuntime();
  const allowed = React.useContext(PageAdsAllowed);
  const labelRef = React.useRef('carbon-demo-inline');
  if (!config.enabled || !config.feedUrl || !allowed || isCrawler(environment.userAgent())) return null;
  return (
    <div className="docs-ad-inline-slot" data-ad-slot="demo-inline">
      <AdErrorBoundary labelRef={labelRef}>
        <React.Suspense fallback={null}>
          <FeedAd feedUrl={config.feedUrl} />
        </React.Suspense>
      </AdErrorBoundary>
    </div>
  );
}
