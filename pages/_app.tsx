import 'material-icons/iconfont/filled.css';
import * as React from 'react';
import type { AppProps } from 'next/app';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { products } from '../data/products';
import { createTranslator } from '../src/i18n/translator';
import type { BasePageProps } from '../src/i18n/pageProps';
import { AppFrame } from '../src/layout/AppFrame';
import { PageContext, type PageContextValue } from '../src/layout/PageContext';
import { getProductInfoFromUrl } from '../src/nav/productInfo';
import { activePageOf } from '../src/nav/site';
import { findProduct, getProductIdentifier } from '../src/nav/versions';
import { PreferencesProvider } from '../src/preferences/PreferencesContext';
import { DocsThemeProvider } from '../src/theme/DocsThemeProvider';

const NO_TRANSLATIONS = {};

/** Every page passes its route and strings as props; a page that does not (Next's own error page) still gets a frame. */
function usePageContextValue(props: Partial<BasePageProps>, asPath: string): PageContextValue {
  const pathname = props.pathname ?? asPath.split(/[?#]/)[0];
  const userLanguage = props.userLanguage ?? 'en';
  const translations = props.translations ?? NO_TRANSLATIONS;
  return React.useMemo(() => {
    const { activePage, activePageParents } = activePageOf(pathname);
    const { productId } = getProductInfoFromUrl(pathname);
    const product = findProduct(products, productId);
    return {
      pathname,
      activePage,
      activePageParents,
      productId,
      productIdentifier: getProductIdentifier(product, process.env.LIB_VERSION ?? '', pathname, userLanguage),
      userLanguage,
      t: createTranslator(translations, userLanguage),
    };
  }, [pathname, userLanguage, translations]);
}

export default function App(props: AppProps<Partial<BasePageProps>>) {
  const { Component, pageProps, router } = props;
  const pageContext = usePageContextValue(pageProps, router.asPath);

  return (
    <AppCacheProvider {...props}>
      <PreferencesProvider>
        <PageContext.Provider value={pageContext}>
          <DocsThemeProvider>
            <AppFrame>
              <Component {...pageProps} />
            </AppFrame>
          </DocsThemeProvider>
        </PageContext.Provider>
      </PreferencesProvider>
    </AppCacheProvider>
  );
}
