// The drawer a served page keeps as server HTML (NavTree.tsx) still follows the reader from page
// to page: this does on that DOM what NavDrawerItem does with props and state.

/**
 * Marks the link to `href` as the current page and opens every group around it; groups the reader
 * opened or closed elsewhere stay as they are. `href` null (a page outside the tree) marks none.
 */
export function markKeptNavPage(root: ParentNode, href: string | null): void {
  for (const link of root.querySelectorAll('a[aria-current]')) {
    if (link.getAttribute('href') !== href) link.removeAttribute('aria-current');
  }
  if (href === null) return;
  const link = [...root.querySelectorAll('a[href]')].find((candidate) => candidate.getAttribute('href') === href);
  if (!link) return;
  link.setAttribute('aria-current', 'page');
  for (let group = link.closest('details'); group; group = group.parentElement?.closest('details') ?? null) {
    group.open = true;
  }
}
