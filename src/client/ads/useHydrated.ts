import * as React from 'react';
import { subscribeToNothing } from '../utils/subscribeToNothing';


/** False in the server render and the hydrating render, true after: ads decide in the browser only. */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
