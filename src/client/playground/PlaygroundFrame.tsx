import * as React from 'react';
import Head from 'next/head';
import { heightMessage, isFromPlayground, isIsolatedFrame, parseCodeMessage, readyMessage, statusMessage, type FrameMessage } from './frameProtocol';
import { subscribeToNothing } from '../utils/subscribeToNothing';
import { fullTitle } from '../../shared/site/siteIdentity';
import styles from './PlaygroundFrame.module.css';

const LiveDemo = React.lazy(() => import('../demos/live/LiveDemo'));
const loadScope = () => import('./playgroundScope').then((module) => module.default);

const readIsolation = () => isIsolatedFrame(window);
const notKnownOnServer = () => null;

/**
 * The docs' global style sheets (theme variables, page rules, the self-hosted Roboto) belong to the
 * site, not to the code, which shows here as in a bare app. They also declare a `roboto` face, which
 * MUI's default "Roboto" matches: fetched from this frame's opaque origin, a font is a CORS request
 * that static hosts refuse, so any MUI text logged a blocked request. Taken out before any code runs.
 */
function dropSiteStyleSheets(doc: Document) {
  for (const link of doc.querySelectorAll('link[rel="stylesheet"][data-n-g]')) link.remove();
}

/** What the page should size the frame to: down to the end of the code's render, with the body's margin. */
function contentHeight(element: HTMLElement): number {
  return element.getBoundingClientRect().bottom + window.scrollY + parseFloat(window.getComputedStyle(document.body).marginBottom || '0');
}

// Only a page of this site gets what the frame says: the target is our origin, not "*".
const post = (message: FrameMessage) => window.parent.postMessage(message, window.location.origin);

/**
 * The playground's preview (`/playground/frame/`): receives the code from the playground by
 * `postMessage` and runs it with the same scope and compiler as before, in a sandboxed frame whose
 * document has an opaque origin. Whatever the code does (cookies, storage, rewriting the page), it
 * does it to this frame, never to the site. It reports problems and its height back to the page.
 */
export function PlaygroundFrame() {
  const [code, setCode] = React.useState<string | null>(null);
  // Null on the server and during hydration; then whether this document may run code at all.
  const isolated = React.useSyncExternalStore(subscribeToNothing, readIsolation, notKnownOnServer);
  const refused = isolated === false;
  const root = React.useRef<HTMLDivElement>(null);
  const files = React.useMemo(() => [{ path: 'Demo.tsx', code: code ?? '' }], [code]);

  React.useEffect(() => {
    if (!isolated) return undefined;
    dropSiteStyleSheets(document);
    const onMessage = (event: MessageEvent) => {
      if (!isFromPlayground(event, window.parent, window.location.origin)) return;
      const received = parseCodeMessage(event.data);
      if (received !== null) setCode(received);
    };
    window.addEventListener('message', onMessage);
    post(readyMessage());
    return () => window.removeEventListener('message', onMessage);
  }, [isolated]);

  React.useEffect(() => {
    const element = root.current;
    if (!element || !isolated) return undefined;
    const observer = new ResizeObserver(() => post(heightMessage(contentHeight(element))));
    observer.observe(element);
    return () => observer.disconnect();
  }, [isolated]);

  // The compiler's message is shown here, under the last good render, and the page is told only
  // that the code failed (see `FrameMessage`).
  const [error, setError] = React.useState<string | null>(null);
  const onError = React.useCallback((message: string | null) => {
    setError(message);
    post(statusMessage(message === null));
  }, []);

  return (
    <div ref={root} className={styles.root}>
      <Head>
        {/* English only: the frame gets no translations. */}
        <title>{fullTitle('Playground preview')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {refused ? (
        <p>This page only runs inside the MUI X playground.</p>
      ) : code === null ? null : (
        <React.Suspense fallback={null}>
          <LiveDemo loadScope={loadScope} files={files} variant="TS" original={null} onError={onError} />
        </React.Suspense>
      )}
      {error === null ? null : (
        <pre role="alert" className={styles.error}>
          {error}
        </pre>
      )}
    </div>
  );
}
