import type { MuiPage } from './navTypes';
import { getProductInfoFromUrl, type ProductId } from './productInfo';
import { collectLeaves, isExternal } from './routes';

/** A page of the drawer; `productLink` marks another product's group drawn as one link to it. */
export interface DrawerPage extends MuiPage {
  productLink?: true;
}

/**
 * The product a top-level group of the tree documents: the one product every page under it
 * belongs to, or null for a group that spans products or none (Introduction, Migration).
 */
export function productOfGroup(group: MuiPage): ProductId | null {
  if (!group.children?.length) return null;
  const products = new Set(collectLeaves(group.children).map((leaf) => (isExternal(leaf.pathname) ? 'null' : getProductInfoFromUrl(leaf.pathname).productId)));
  const [only] = products;
  return products.size === 1 && only !== 'null' && only !== 'docs' ? only : null;
}

/**
 * The drawer's tree for a page of `productId`: every group as it is, except the groups of the
 * other products, which become one link each to their first page. Every page of the site carries
 * its drawer in its HTML, so a page of one product no longer carries the few hundred links of the
 * others (about 20K characters of a page read as text, 60 kB of a grid page's HTML), as
 * documentation sites with a sidebar per section do. A page outside every product keeps each
 * product as a link.
 */
export function drawerTreeFor(tree: readonly MuiPage[], productId: ProductId): DrawerPage[] {
  return tree.map((node) => {
    const product = productOfGroup(node);
    if (product === null || product === productId) return node;
    const [first] = collectLeaves(node.children ?? []);
    return { pathname: first.pathname, title: node.title, productLink: true, ...(node.plan ? { plan: node.plan } : {}) };
  });
}
