import { clientRouteOfClick, clientRouteOfLink } from '../../../../src/client/utils/clientRoute';

// Enough of an element for the helpers: its attributes.
const link = (attributes: Record<string, string>) => ({ getAttribute: (name: string) => attributes[name] ?? null }) as unknown as Element;
const PLAIN = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('clientRouteOfLink', () => {
  it('gives a page of the site, with its query and fragment', () => {
    expect(clientRouteOfLink(link({ href: '/x/react-charts/bars/' }))).toBe('/x/react-charts/bars/');
    expect(clientRouteOfLink(link({ href: '/x/api/data-grid/data-grid/#props' }))).toBe('/x/api/data-grid/data-grid/#props');
  });

  it('leaves to the browser what is not a page: files, static assets, other hosts, links with a target', () => {
    for (const href of ['/x/react-charts/bars.md', '/x/llms.txt', '/x/static/logo.svg', 'https://example.com/x/', '//example.com/x/', '/static/x/', '#props', '']) {
      expect(clientRouteOfLink(link({ href }))).toBeNull();
    }
    expect(clientRouteOfLink(link({ href: '/x/react-charts/', target: '_blank' }))).toBeNull();
    expect(clientRouteOfLink(null)).toBeNull();
  });
});

describe('clientRouteOfClick', () => {
  it('navigates on a plain left click', () => {
    expect(clientRouteOfClick(PLAIN, link({ href: '/x/introduction/' }))).toBe('/x/introduction/');
  });

  it('leaves a click that asks for a new tab or window, or that a handler already took, to the browser', () => {
    for (const change of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      expect(clientRouteOfClick({ ...PLAIN, ...change }, link({ href: '/x/introduction/' }))).toBeNull();
    }
  });
});
