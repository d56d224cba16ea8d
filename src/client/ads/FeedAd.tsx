import * as React from 'react';
import { useTranslate } from '../app/PageContext';
import { adDisplayHtml, adStrings } from './adMarkup';
import { useAdRuntime } from './AdRuntime';
import { fetchFeedAd, impressionPixels, type FeedAd as FeedAdData } from './feed';
import { feedAdToItem } from './sanitizeAd';
import { useDisplayEvent } from './useDisplayEvent';

const browserFetch = (url: string, init?: RequestInit) => window.fetch(url, init);

/**
 * The network's feed ad under an opened demo. Loaded as its own chunk (it brings DOMPurify)
 * when a reader first opens a demo's code. While the feed answers, and when it has nothing,
 * the reserved space stays empty.
 */
export default function FeedAd({ feedUrl }: { feedUrl: string }) {
  const { config } = useAdRuntime();
  const t = useTranslate();
  const [ad, setAd] = React.useState<FeedAdData | null>(null);
  React.useEffect(() => {
    const controller = new AbortController();
    void fetchFeedAd(feedUrl, browserFetch, controller.signal).then((found) => {
      if (!controller.signal.aborted) setAd(found);
    });
    return () => controller.abort();
  }, [feedUrl]);
  const item = React.useMemo(() => (ad ? feedAdToItem(ad, config.networkName) : null), [ad, config.networkName]);
  const html = React.useMemo(() => {
    if (!item) return null;
    return { __html: adDisplayHtml(item, 'inline', adStrings(t), true) };
  }, [item, t]);
  useDisplayEvent(item ? item.label : null);
  if (!ad || !html) return null;
  return (
    <>
      {impressionPixels(ad).map((src) => (
        // Impression pixels: the network counts views by these requests.
        // eslint-disable-next-line @next/next/no-img-element
        <img key={src} src={src} alt="" width={1} height={1} hidden data-ad-pixel="" />
      ))}
      {/* The feed's copy was sanitised on its way into `item`; every other field is escaped. */}
      <span className="docs-ad-feed" dangerouslySetInnerHTML={html} />
    </>
  );
}
