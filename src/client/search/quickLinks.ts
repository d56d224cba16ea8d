import { pageToTitle } from '../../shared/nav/pageTitle';
import type { MuiPage } from '../../shared/nav/navTypes';

export interface QuickLinkGroup {
  title: string;
  links: { title: string; url: string }[];
}

const isLeaf = (page: MuiPage) => !page.children && page.pathname.startsWith('/') && !page.planned && page.inSideNav !== false;

/**
 * The empty-query screen's links, from the nav tree: for each top-level section that opens with
 * pages of its own (the introduction and each product), its first few pages: overview,
 * quickstart and the like.
 */
export function quickLinksFromNav(pages: readonly MuiPage[], perGroup = 3): QuickLinkGroup[] {
  return pages
    .filter((group) => group.children)
    .map((group) => ({
      title: pageToTitle(group),
      links: (group.children ?? [])
        .filter(isLeaf)
        .slice(0, perGroup)
        .map((page) => ({ title: pageToTitle(page), url: `${page.pathname}/` })),
    }))
    .filter((group) => group.links.length >= 2);
}
