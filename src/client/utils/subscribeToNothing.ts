/** For `useSyncExternalStore` reads whose value never changes after hydration. */
export const subscribeToNothing = () => () => {};
