import createCache from '@emotion/cache';
import NextDocument, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps, type DocumentProps } from 'next/document';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { DEEP_LINK_SCRIPT } from '../src/client/docs/deepLink';
import { BuildStyleCacheContext, collectedStyles } from '../src/client/theme/buildStyleCache';
import { PLAN_ICON_SYMBOLS } from '../src/shared/theme/planIcons';
import { WEB_FONTS_SCRIPT } from '../src/client/theme/webFonts';
import { PLAYGROUND_FRAME_ROUTE } from '../src/client/playground/frameRoute';
import { SCRIPTS_ON_LOAD_ATTRIBUTE } from '../src/node/boot/pageScripts';

interface DocsDocumentProps {
  /** Emotion rules of the demos rendered on this page. */
  demoStyles: { names: string; css: string };
}

export default function Document(props: DocumentProps & DocsDocumentProps) {
  const userLanguage = (props.__NEXT_DATA__.props?.pageProps?.userLanguage as string | undefined) ?? 'en';
  const { names, css } = props.demoStyles;
  if (props.__NEXT_DATA__.page === PLAYGROUND_FRAME_ROUTE) return <PlaygroundFrameDocument />;
  return (
    <Html lang={userLanguage} data-mui-color-scheme="light">
      <Head>
        {/* Before the first paint: the web font only where it is already cached (src/client/theme/webFonts.ts). */}
        <script dangerouslySetInnerHTML={{ __html: WEB_FONTS_SCRIPT }} />
        {/* Before the first layout: a page opened at a fragment skips no block (src/client/docs/deepLink.ts). */}
        <script dangerouslySetInnerHTML={{ __html: DEEP_LINK_SCRIPT }} />
        {/* The icon only as PNG in an .ico: Chrome draws an SVG icon in the page's own renderer, a
            12 ms task on the main thread just after the first paint. */}
        <link rel="icon" href="/favicon.ico" sizes="any" />
        <meta name="theme-color" content="#FFFFFF" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0C1117" media="(prefers-color-scheme: dark)" />
        {css ? <style data-emotion={`css ${names}`} dangerouslySetInnerHTML={{ __html: css }} /> : null}
      </Head>
      <body>
        {/* Runs before the first paint: sets the stored (or system) colour scheme on <html>. */}
        <InitColorSchemeScript attribute="data-mui-color-scheme" defaultMode="system" />
        {/* The plan icons every Pro and Premium badge draws with <use>. */}
        <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }} dangerouslySetInnerHTML={{ __html: PLAN_ICON_SYMBOLS }} />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

/**
 * The playground's preview frame: no inline script (the docs' ones read storage, which throws in
 * its sandbox, and it has no colour scheme, fonts or fragment of its own to set up), and its
 * scripts run as it loads: nobody uses the frame before its code shows, so waiting for a first use
 * would only hold the preview back (src/node/export/deferPageScripts.ts).
 */
function PlaygroundFrameDocument() {
  return (
    <Html lang="en" data-mui-color-scheme="light" {...{ [SCRIPTS_ON_LOAD_ATTRIBUTE]: '' }}>
      <Head />
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext): Promise<DocumentInitialProps & DocsDocumentProps> => {
  // A fresh cache per page, in compat mode: Emotion then records rules instead of writing them
  // into the HTML next to each element.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const renderPage = ctx.renderPage;
  ctx.renderPage = () =>
    renderPage({
      enhanceApp: (App) =>
        function AppWithBuildStyleCache(appProps) {
          return (
            <BuildStyleCacheContext.Provider value={cache}>
              <App {...appProps} />
            </BuildStyleCacheContext.Provider>
          );
        },
    });
  const initialProps = await NextDocument.getInitialProps(ctx);
  return { ...initialProps, demoStyles: collectedStyles(cache) };
};
