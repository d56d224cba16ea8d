import * as React from 'react';

const subscribe = () => () => {};

/**
 * `false` while the page is rendered on the server and hydrated, `true` afterwards.
 * The demos of this page draw `TimeClock` only in the browser: in 8.8.0 the inline
 * `transform` of each clock number lacks its closing parenthesis, which browsers
 * accept but the HTML validator of this site rejects. Each demo reserves the
 * clock's 320 × 252 px box, so nothing moves when the clock appears.
 */
export function useClientClock() {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export const clockBox = { width: 320, maxWidth: '100%', height: 252 } as const;
