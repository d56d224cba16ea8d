import * as React from 'react';
import { subscribeToNothing } from '../utils/subscribeToNothing';

// React never writes an unchanged `__html`, and while hydrating it leaves it unchecked: the
// server's children stay in the DOM as they came.
const KEEP = { __html: '' };

/**
 * True when the component was mounted by hydrating server HTML, false when it was mounted in the
 * browser (a client-side navigation). It does not change once hydration is over.
 */
export function useMountedByHydration(): boolean {
  const hydrating = React.useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [mountedByHydration] = React.useState(hydrating);
  return mountedByHydration;
}

/**
 * A `<div>` whose children are rendered on the server and then left alone: the browser gets their
 * HTML, but React neither hydrates them nor builds their fibers. For large parts that do not
 * change (thousands of API rows), this takes their hydration off the main thread. Only for a
 * component mounted by hydration (`useMountedByHydration`): mounted in the browser, it would stay
 * empty. Events inside still reach the `<div>`'s own handlers.
 */
export function KeptServerHtml({ children, ...props }: React.ComponentProps<'div'>) {
  if (typeof window === 'undefined') return <div {...props}>{children}</div>;
  return <div {...props} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
}
