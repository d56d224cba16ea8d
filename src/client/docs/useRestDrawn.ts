import * as React from 'react';

// A move through the history (back, forward) restores a scroll position, which needs the whole
// page there at once. Set before the router draws the page it moves to, cleared once a page has
// mounted (a move back to a fragment of the same page mounts none: the next page is then drawn
// whole, which costs only time).
let traversing = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    traversing = true;
  });
}

/**
 * Whether the rest of a page (what follows what a reader sees first: its tables, later sections,
 * footer; ArticleLayout.tsx) is drawn. Hydration draws everything, as the server did. On a
 * client-side move to the page by a link it is false for the first render and turns true in a
 * second, interruptible render right after the frame that shows the new title: on a phone an API
 * page's entries took the router's single render 300 ms, and the page being left stayed on screen
 * for all of it. A move to an address with a fragment (the router scrolls to it) or through the
 * history draws everything at once. The rest lies below the title: nothing on screen moves when
 * it arrives.
 */
export function useRestDrawn(): boolean {
  const [drawn, setDrawn] = React.useState(
    () => typeof window === 'undefined' || traversing || document.documentElement.dataset.hydrated !== 'true' || window.location.hash !== '',
  );
  React.useEffect(() => {
    traversing = false;
    if (!drawn) React.startTransition(() => setDrawn(true));
  }, [drawn]);
  return drawn;
}
