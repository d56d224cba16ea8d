import * as React from 'react';
import type { Timers } from './placeholderPoll';

/** The id the network's script expects on its own `<script>` element. */
export const NETWORK_SCRIPT_ID = '_carbonads_js';
/** What the network inserts beside its script once it has an ad. */
export const PLACEHOLDER_SELECTOR = '#carbonads, .carbonads, .ea-placement';

/**
 * Adds the ad network's script to `host` once the page is interactive, once per mounted block.
 * The script inserts its ad next to itself; React renders nothing inside `host`, so it never
 * removes it.
 */
export function useNetworkScript(host: React.RefObject<HTMLElement | null>, url: string | null, timers: Timers): void {
  const injected = React.useRef(false);
  React.useEffect(() => {
    if (!url) return undefined;
    // A timer, not the effect itself: hydration of the rest of the page finishes first.
    const handle = timers.setTimeout(() => {
      const element = host.current;
      if (!element || injected.current) return;
      injected.current = true;
      const script = document.createElement('script');
      script.id = NETWORK_SCRIPT_ID;
      script.async = true;
      script.src = url;
      element.appendChild(script);
    }, 0);
    return () => timers.clearTimeout(handle);
  }, [host, url, timers]);
}
