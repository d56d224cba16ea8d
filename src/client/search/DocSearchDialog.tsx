import * as React from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal, type DocSearchHit } from '@docsearch/react';
import '@docsearch/css/dist/style.css';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { findProduct, products } from '../../shared/site/products';
import { usePageContext } from '../app/PageContext';
import type { ProductId } from '../../shared/nav/productInfo';
import { docSearchParameters, localHitUrl } from './docSearchParams';
import { docSearchSettings } from '../../shared/search/searchConfig';

interface DocSearchDialogProps {
  open: boolean;
  initialQuery: string;
  onClose: () => void;
}

type ProductHit = DocSearchHit & { productId?: ProductId };

/** The hosted alternative: DocSearch's modal on the configured index, with product chips. */
export function DocSearchDialog({ open, initialQuery, onClose }: DocSearchDialogProps) {
  const router = useRouter();
  const { userLanguage, productId, productCategoryId } = usePageContext();
  if (!open || !docSearchSettings) return null;
  return createPortal(
    <DocSearchModal
      {...docSearchSettings}
      initialQuery={initialQuery}
      initialScrollY={window.scrollY}
      onClose={onClose}
      searchParameters={docSearchParameters(userLanguage, productId, productCategoryId)}
      transformItems={(items) => items.map((item) => ({ ...item, url: localHitUrl(item.url) }))}
      navigator={{
        navigate: ({ itemUrl }) => {
          onClose();
          void router.push(itemUrl);
        },
      }}
      hitComponent={({ hit, children }) => {
        const product = (hit as ProductHit).productId;
        return (
          <NextLink href={hit.url} onClick={onClose}>
            {children}
            {product && product !== 'null' ? <span className="docs-search-product-chip">{findProduct(products, product).name}</span> : null}
          </NextLink>
        );
      }}
    />,
    document.body,
  );
}
