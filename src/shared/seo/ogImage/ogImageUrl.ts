import { pathnameToSlug } from '../../nav/routes';

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

// Route segments become file names under out/: anything but a plain name (`..`, a query, an
// encoded slash) would write outside the image folder or give a URL that differs from the file.
const SEGMENT = /^[a-z0-9][a-z0-9._-]*$/i;

/**
 * Where a page's Open Graph image is served: `/x/react-data-grid/sorting` →
 * `/x/og/react-data-grid/sorting.png`. It depends on the route alone, so the page's head and the
 * build step that writes the file cannot disagree, and the address stays the same across builds.
 */
export function ogImagePath(route: string): string {
  const slug = pathnameToSlug(route);
  if (slug.length === 0 || slug.some((segment) => !SEGMENT.test(segment))) {
    throw new Error(`ogImagePath: ${route} is not a page route with plain segments`);
  }
  return `/x/og/${slug.join('/')}.png`;
}

/** The absolute address crawlers fetch, on the same origin as the canonical link. */
export function ogImageUrl(origin: string, route: string): string {
  return `${origin.replace(/\/+$/, '')}${ogImagePath(route)}`;
}
