import * as React from 'react';
import { sendEvent } from '../analytics/sendEvent';
import { useAdRuntime } from './AdRuntime';
import { DISPLAY_EVENT_DELAY_MS } from './outcome';

/**
 * Reports that an ad was on screen for 2.5 s, for the sampled share of displays. A label that
 * changes (the network ad arrives late, say) counts as a new display; none while undecided.
 */
export function useDisplayEvent(label: string | null): void {
  const { config, environment } = useAdRuntime();
  React.useEffect(() => {
    if (!label || environment.random() >= config.displayRatio) return undefined;
    const handle = environment.setTimeout(
      () => sendEvent('ad', { eventAction: 'display', eventLabel: label }),
      DISPLAY_EVENT_DELAY_MS,
    );
    return () => environment.clearTimeout(handle);
  }, [label, config.displayRatio, environment]);
}
