import * as React from 'react';

const subscribe = () => () => {};

/** False in the server render and the hydrating render, true after: ads decide in the browser only. */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
