import { products } from '../../site/products';
import { getProductInfoFromUrl } from '../../nav/productInfo';
import { pageToTitle } from '../../nav/pageTitle';
import { activePageOf, findHiddenRoute } from '../../nav/siteNav';
import { ogCard, ogImageAlt, type OgCard } from './ogCard';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImageUrl } from './ogImageUrl';

/**
 * The card of an exported route, from the nav tree: product name (the site model, `data/site.ts`), top nav
 * section, and the leaf's plan (hidden routes carry theirs in `hiddenRoutes`). Shared by the head
 * tags and the build step, so the alt text describes the image that was drawn.
 */
export function ogCardForRoute(route: string, title: string): OgCard {
  const { activePage, activePageParents } = activePageOf(route);
  const { productId } = getProductInfoFromUrl(route);
  const product = products.find((candidate) => candidate.id === productId)?.name ?? null;
  const top = activePageParents.at(-1);
  return ogCard({
    title,
    labels: [product, top ? pageToTitle(top) : null],
    plan: activePage?.plan ?? findHiddenRoute(route)?.plan,
  });
}

export interface OgImageMeta {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** The `og:image` tags of an indexable page. */
export function ogImageMeta(origin: string, route: string, title: string): OgImageMeta {
  return {
    url: ogImageUrl(origin, route),
    alt: ogImageAlt(ogCardForRoute(route, title)),
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
  };
}
