import * as React from 'react';
import { render } from '@testing-library/react';
import { findProduct, products } from '../../../src/shared/site/products';
import { createTranslator } from '../../../src/shared/i18n/translator';
import { translations } from '../../../src/shared/i18n/translations';
import { PageContext, type PageContextValue } from '../../../src/client/app/PageContext';
import { getProductInfoFromUrl } from '../../../src/shared/nav/productInfo';
import { activePageOf } from '../../../src/shared/nav/siteNav';
import { getProductIdentifier } from '../../../src/shared/nav/versions';
import { PreferencesProvider } from '../../../src/client/preferences/PreferencesContext';

export function pageContextFor(pathname: string, userLanguage = 'en'): PageContextValue {
  const { productId, productCategoryId } = getProductInfoFromUrl(pathname);
  return {
    pathname,
    ...activePageOf(pathname),
    productId,
    productCategoryId,
    productIdentifier: getProductIdentifier(findProduct(products, productId), '8.8.0', pathname, userLanguage),
    userLanguage,
    t: createTranslator(translations, userLanguage),
    ogImage: null,
  };
}

/** Renders inside the same providers `_app` uses, for the page at `pathname`; `rerender` keeps them. */
export function renderWithProviders(ui: React.ReactElement, { pathname = '/x/introduction', userLanguage = 'en' } = {}) {
  const context = pageContextFor(pathname, userLanguage);
  function Providers({ children }: { children: React.ReactNode }) {
    return (
      <PreferencesProvider>
        <PageContext.Provider value={context}>{children}</PageContext.Provider>
      </PreferencesProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}
