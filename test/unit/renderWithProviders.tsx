import * as React from 'react';
import { render } from '@testing-library/react';
import { products } from '../../data/products';
import { createTranslator } from '../../src/i18n/translator';
import { translations } from '../../src/i18n/translations';
import { PageContext, type PageContextValue } from '../../src/layout/PageContext';
import { getProductInfoFromUrl } from '../../src/nav/productInfo';
import { activePageOf } from '../../src/nav/site';
import { findProduct, getProductIdentifier } from '../../src/nav/versions';
import { PreferencesProvider } from '../../src/preferences/PreferencesContext';

export function pageContextFor(pathname: string, userLanguage = 'en'): PageContextValue {
  const { productId } = getProductInfoFromUrl(pathname);
  return {
    pathname,
    ...activePageOf(pathname),
    productId,
    productIdentifier: getProductIdentifier(findProduct(products, productId), '8.8.0', pathname, userLanguage),
    userLanguage,
    t: createTranslator(translations, userLanguage),
  };
}

/** Renders inside the same providers `_app` uses, for the page at `pathname`. */
export function renderWithProviders(ui: React.ReactElement, { pathname = '/x/introduction', userLanguage = 'en' } = {}) {
  return render(
    <PreferencesProvider>
      <PageContext.Provider value={pageContextFor(pathname, userLanguage)}>
        {ui}
      </PageContext.Provider>
    </PreferencesProvider>,
  );
}
