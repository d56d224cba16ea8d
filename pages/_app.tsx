import 'material-icons/iconfont/filled.css';
import '../src/client/theme/generated/theme-vars.css';
import '../src/client/theme/base.css';
import '../src/client/docs/markdown.css';
import '../src/client/search/searchBox.css';
import '../src/client/ads/ads.css';
import * as React from 'react';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { SITE_NAME } from '../src/shared/site/siteIdentity';
import { LIB_VERSION } from '../src/shared/site/settings';
import { createTranslator } from '../src/shared/i18n/translator';
import type { BasePageProps } from '../src/shared/i18n/pageProps';
import { AppFrame } from '../src/client/layout/AppFrame';
import { Analytics } from '../src/client/analytics/Analytics';
import { PageContext, type PageContextValue } from '../src/client/app/PageContext';
import { getProductInfoFromUrl } from '../src/shared/nav/productInfo';
import { activePageOf } from '../src/shared/nav/siteNav';
import { registerServiceWorker } from '../src/client/sw/registration';
import { PreferencesProvider } from '../src/client/preferences/PreferencesContext';
import { useColorSchemeSync } from '../src/client/theme/colorSchemeStore';
import { roboto } from '../src/client/theme/fonts';
import { cacheWebFonts, firstFamily, fontFamilyRules } from '../src/client/theme/webFonts';
import { PLAYGROUND_FRAME_ROUTE } from '../src/client/playground/frameRoute';
import { whenDemoLoadsSettle } from '../src/client/demos/pageDemos';

const NO_TRANSLATIONS = {};
// The same for every page: worked out once, not on each render of the frame.
const FONT_RULES = { __html: fontFamilyRules(roboto.style.fontFamily) };
const WEB_FONT = firstFamily(roboto.style.fontFamily);

/** Every page passes its route and strings as props; a page that does not (Next's own error page) still gets a frame. */
function usePageContextValue(props: Partial<BasePageProps>, asPath: string): PageContextValue {
  const pathname = props.pathname ?? asPath.split(/[?#]/)[0];
  const userLanguage = props.userLanguage ?? 'en';
  const translations = props.translations ?? NO_TRANSLATIONS;
  const productIdentifier = props.productIdentifier;
  const ogImage = props.ogImage ?? null;
  return React.useMemo(() => {
    const { activePage, activePageParents } = activePageOf(pathname);
    const { productId, productCategoryId } = getProductInfoFromUrl(pathname);
    return {
      pathname,
      activePage,
      activePageParents,
      productId,
      productCategoryId,
      // Next's own error page has no props: its menu offers this version only.
      productIdentifier: productIdentifier ?? { metadata: '', name: SITE_NAME, versions: [{ text: `v${LIB_VERSION}`, href: pathname, current: true }] },
      userLanguage,
      t: createTranslator(translations, userLanguage),
      ogImage,
    };
  }, [pathname, userLanguage, translations, productIdentifier, ogImage]);
}

/**
 * The playground's preview frame runs untrusted code in a sandbox with an opaque origin, where
 * reading cookies or storage throws and nothing of the site belongs: it gets the page alone, without
 * preferences, colour scheme, analytics, fonts caching or the service worker.
 */
export default function App(props: AppProps<Partial<BasePageProps>>) {
  const { Component, pageProps, router } = props;
  if (router.pathname === PLAYGROUND_FRAME_ROUTE) return <Component {...pageProps} />;
  return <DocsApp {...props} />;
}

function DocsApp(props: AppProps<Partial<BasePageProps>>) {
  const { Component, pageProps, router } = props;
  const pageContext = usePageContextValue(pageProps, router.asPath);
  // The playground shows code as it renders in a bare app: no docs frame around it.
  const bare = pageContext.pathname.startsWith('/playground');
  useColorSchemeSync();
  // Lets tests and tooling tell a server-rendered page from a hydrated, interactive one.
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // After the page's own work: the files are only for the next page (see src/client/theme/webFonts.ts).
    // Not while the demos on screen load either: on a slow network the files would share its bandwidth.
    const cacheFonts = () => void whenDemoLoadsSettle().then(() => cacheWebFonts(document.fonts, WEB_FONT, window.localStorage));
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(cacheFonts, { timeout: 5000 });
    else window.setTimeout(cacheFonts, 1000);
    registerServiceWorker().catch((error: unknown) => {
      // The site works without its worker; a failed registration only costs offline reading.
      console.warn('Service worker registration failed', error);
    });
  }, []);

  return (
    <PreferencesProvider>
      <Head>
        {/* next/font hashes the face's name; the static CSS reaches it through this variable. */}
        <style key="docs-font" dangerouslySetInnerHTML={FONT_RULES} />
      </Head>
      <PageContext.Provider value={pageContext}>
        <Head>
          {/* On every page, for analytics (page_view) and search, which read the product from here. */}
          <meta key="mui:productId" name="mui:productId" content={pageContext.productId} />
          <meta key="mui:productCategoryId" name="mui:productCategoryId" content={pageContext.productCategoryId} />
        </Head>
        <Analytics />
        {/*
          Keyed by route: a client-side navigation mounts the new page afresh. Updated in place,
          a demo of the old page would suspend for the new page's demo inside a transition, and
          React would keep the old page on screen waiting for a gate that only the new one opens.
          Each page view also gets its own ad.
        */}
        {bare ? (
          <Component key={pageContext.pathname} {...pageProps} />
        ) : (
          <AppFrame>
            <Component key={pageContext.pathname} {...pageProps} />
          </AppFrame>
        )}
      </PageContext.Provider>
    </PreferencesProvider>
  );
}
