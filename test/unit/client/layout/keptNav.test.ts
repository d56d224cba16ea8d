/** @jest-environment jsdom */
import { markKeptNavPage } from '../../../../src/client/layout/keptNav';

// The shape NavDrawerItem renders: groups are <details>, pages are links.
const DRAWER = `
<ul>
  <li><a href="/x/introduction/" aria-current="page">Overview</a></li>
  <li><details open id="grid"><summary>Data Grid</summary><ul>
    <li><a href="/x/react-data-grid/">Overview</a></li>
    <li><details id="columns"><summary>Columns</summary><ul>
      <li><a href="/x/react-data-grid/column-definition/">Definition</a></li>
    </ul></details></li>
  </ul></details></li>
  <li><details id="charts"><summary>Charts</summary><ul>
    <li><a href="/x/react-charts/">Overview</a></li>
  </ul></details></li>
</ul>`;

function drawer() {
  const root = document.createElement('div');
  root.innerHTML = DRAWER;
  return root;
}
const current = (root: HTMLElement) => [...root.querySelectorAll('[aria-current]')].map((link) => `${link.getAttribute('href')}=${link.getAttribute('aria-current')}`);
const open = (root: HTMLElement) => [...root.querySelectorAll('details')].filter((group) => group.open).map((group) => group.id);

describe('markKeptNavPage', () => {
  it('moves the mark to the new page and opens every group around it', () => {
    const root = drawer();
    markKeptNavPage(root, '/x/react-data-grid/column-definition/');
    expect(current(root)).toEqual(['/x/react-data-grid/column-definition/=page']);
    expect(open(root)).toEqual(['grid', 'columns']);
  });

  it('leaves the groups the reader opened or closed as they are', () => {
    const root = drawer();
    root.querySelector<HTMLDetailsElement>('#grid')!.open = false;
    root.querySelector<HTMLDetailsElement>('#charts')!.open = true;
    markKeptNavPage(root, '/x/introduction/');
    expect(open(root)).toEqual(['charts']);
    markKeptNavPage(root, '/x/react-charts/');
    expect(open(root)).toEqual(['charts']);
    expect(current(root)).toEqual(['/x/react-charts/=page']);
  });

  it('marks nothing for a page outside the tree, or an address no link has', () => {
    const root = drawer();
    markKeptNavPage(root, null);
    expect(current(root)).toEqual([]);
    markKeptNavPage(root, '/x/react-data-grid/');
    markKeptNavPage(root, '/x/unknown/');
    expect(current(root)).toEqual([]);
  });

  it('matches the address exactly, not a link whose address starts with it', () => {
    const root = drawer();
    markKeptNavPage(root, '/x/react-data-grid');
    expect(current(root)).toEqual([]);
  });
});
