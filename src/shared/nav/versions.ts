import { earlierMajors, type VersionSpec } from '../../../data/versionHistory';
import { findProduct, products, type ProductSpec } from '../site/products';
import { LIB_VERSION } from '../site/settings';
import { languagePrefix } from './language';
import { getProductInfoFromUrl } from './productInfo';
import { withTrailingSlash } from './routes';

export interface VersionEntry {
  text: string;
  href: string;
  current?: boolean;
}

export interface ProductIdentifier {
  metadata: string;
  name: string;
  versions: VersionEntry[];
}

function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) {
    const folder = pattern.slice(0, -2);
    return pathname === folder || pathname.startsWith(`${folder}/`);
  }
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pathname === pattern;
}

/** Where `pathname` lives in an older major, or `null` when that major did not have it. */
export function pathInVersion(version: VersionSpec, pathname: string): string | null {
  if (version.kept) return version.kept[pathname] ?? null;
  if (version.missing?.some((pattern) => matches(pattern, pathname))) return null;
  return pathname;
}

/**
 * The version menu for a page. Each older major links to the same page when that major has it,
 * otherwise to the product's landing page there.
 */
export function getProductIdentifier(
  product: ProductSpec,
  currentVersion: string,
  pathname: string,
  userLanguage = 'en',
): ProductIdentifier {
  const prefix = languagePrefix(userLanguage);
  const current: VersionEntry = {
    text: `v${currentVersion}`,
    href: withTrailingSlash(`${prefix}${pathname}`),
    current: true,
  };
  const older = product.previousVersions.map((key) => {
    const version: VersionSpec = earlierMajors[key];
    const target = pathInVersion(version, pathname) ?? version.root ?? product.root;
    return { text: version.text, href: `${version.origin}${prefix}${withTrailingSlash(target)}` };
  });
  return { metadata: product.metadata, name: product.name, versions: [current, ...older] };
}

/**
 * The product name and version menu of the page at `pathname`, worked out when the page is built
 * (src/shared/i18n/pageProps.ts): the earlier majors' page maps never reach the browser.
 */
export function productIdentifierOf(pathname: string, userLanguage = 'en'): ProductIdentifier {
  return getProductIdentifier(findProduct(products, getProductInfoFromUrl(pathname).productId), LIB_VERSION, pathname, userLanguage);
}
