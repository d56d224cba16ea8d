import Head from 'next/head';

const BOUNDARY_ID = 'first-paint-boundary';

/**
 * Where the page's first frame may be drawn from: the browser does not paint before it has parsed
 * this far (`<link rel="expect" blocking="render">`, Chromium; others ignore the hint). Placed
 * after what a reader sees first (a guide's lead and first demo, an API page's introduction), so
 * that frame already holds the largest element (LCP is then the first paint, not a later one after
 * scripts) and nothing drawn from a half-parsed first screen moves when the rest arrives: a button
 * whose stacked labels are not all parsed, table rows, a section. What is parsed later only adds
 * below it; waiting for the whole article held a grid page's title back by its whole parse.
 * The hint waits for its target's start tag, hence a marker after the content rather than an id
 * on it. One per page.
 */
export function FirstPaintBoundary() {
  return (
    <>
      <Head>
        <link key="first-paint-boundary" rel="expect" href={`#${BOUNDARY_ID}`} blocking="render" />
      </Head>
      <span id={BOUNDARY_ID} hidden />
    </>
  );
}
