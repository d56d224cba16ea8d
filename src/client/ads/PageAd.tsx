import * as React from 'react';
import { useTranslate } from '../app/PageContext';
import { AD_SLOT_ATTRIBUTE, startAdSlots } from '../boot/startAdSlots';
import { adStrings } from './adMarkup';
import { useAdRuntime } from './AdRuntime';

/** React leaves what is inside alone: the ad's own script draws there (./slot/startBodyTopAd.ts). */
const DRAWN_ELSEWHERE = { __html: '' };

/**
 * The ad block of a docs page, placed inside its description element: a space reserved in the
 * server HTML, so whatever fills it later (or nothing, for crawlers and after a crash) moves
 * nothing on the page. The inline loader starts its ad when the page has loaded; a slot mounted
 * after a client-side move starts here.
 */
export function PageAd() {
  const runtime = useAdRuntime();
  const t = useTranslate();
  const strings = React.useMemo(() => JSON.stringify(adStrings(t)), [t]);
  React.useEffect(() => {
    startAdSlots(window, () => import('./slot/adSlotRuntime').then((module) => ({ startAdSlot: (slot: HTMLElement) => module.startAdSlot(slot, runtime) })));
  }, [runtime]);
  if (!runtime.config.enabled) return null;
  return (
    <span
      className="docs-ad-slot"
      {...{ [AD_SLOT_ATTRIBUTE]: 'body-top' }}
      data-pagefind-ignore="all"
      data-strings={strings}
      dangerouslySetInnerHTML={DRAWN_ELSEWHERE}
      suppressHydrationWarning
    />
  );
}
