/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from '../../../../src/client/search/SearchBox';
import { mountSearchBox } from '../../../../src/client/search/box/mountSearchBox';
import { followSearchOpeners } from '../../../../src/client/boot/openSearch';
import { resetPagefind, type PagefindLoader } from '../../../../src/client/search/pagefindClient';
import { resetSearchMap, type SearchMapLoader } from '../../../../src/client/search/searchMapClient';
import type { SearchMap } from '../../../../src/shared/search/map/searchMapFormat';
import type { PagefindApi, PagefindResultData } from '../../../../src/client/search/pagefindTypes';
import { RECENT_SEARCHES_KEY } from '../../../../src/client/search/recentSearches';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { PageContext } from '../../../../src/client/app/PageContext';
import { PreferencesProvider } from '../../../../src/client/preferences/PreferencesContext';
import { pageContextFor } from '../../support/renderWithProviders';
import { resultData } from './searchFixtures';
import { installPopovers } from '../../support/popoverPolyfill';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), asPath: '/' }) }));

beforeAll(() => installPopovers(window));
const isOpen = (dialog: HTMLElement) => dialog.matches(':popover-open');

const INDEX: PagefindResultData[] = [
  resultData('/x/react-charts/axis/', { title: 'Charts - Axis', product: 'Charts', kind: 'guide' }, 'Axis pagination of ticks is not a thing.', ['pagination']),
  resultData(
    '/x/api/data-grid/data-grid/',
    { title: 'DataGrid API', product: 'Data Grid', kind: 'api' },
    'DataGrid API Props pageSizeOptions Array Select options to set the number of rows per page. pagination bool Whether pagination is on.',
    ['pageSizeOptions', 'pagination'],
    [
      { element: 'h2', id: 'props', text: 'Props', location: 2 },
      { element: 'tr', id: 'data-grid-prop-pageSizeOptions', location: 3 },
      { element: 'tr', id: 'data-grid-prop-pagination', location: 15 },
    ],
  ),
  resultData('/x/react-data-grid/pagination/', { title: 'Data Grid - Pagination', product: 'Data Grid', kind: 'guide' }, 'Pagination Use pageSizeOptions to offer page sizes.', ['pagination', 'pageSizeOptions']),
];

/** A Pagefind stand-in: pages whose content has every word of the query, in index order. */
function fakeIndex(): PagefindApi {
  return {
    options: async () => {},
    init: async () => {},
    preload: async () => {},
    search: async (term) => {
      const words = term.toLowerCase().split(/\s+/);
      const results = INDEX.filter((page) => words.every((word) => page.content.toLowerCase().includes(word))).map((page) => ({
        id: page.url,
        score: 1,
        data: async () => ({ ...page, locations: page.content.split(/\s+/).flatMap((word, index) => (words.some((wanted) => word.toLowerCase().startsWith(wanted)) ? [index] : [])) }),
      }));
      return { results, unfilteredResultCount: results.length };
    },
  };
}


/**
 * The button and dialog as the server HTML holds them: static markup, so no effect wires the dialog
 * and each test does what the inline loader or the box does.
 */
function drawShell(pathname = '/x/react-data-grid/pagination', userLanguage = 'en') {
  document.body.innerHTML = renderToStaticMarkup(
    <PreferencesProvider>
      <PageContext.Provider value={pageContextFor(pathname, userLanguage)}>
        <SearchBox />
      </PageContext.Provider>
    </PreferencesProvider>,
  );
}

/** The page's dialog, as SearchBox draws it, filled by the box with a fake index. */
/** The search map of the same three pages: titles, descriptions, headings and entry names only. */
const MAP: SearchMap = {
  version: 1,
  products: ['Charts', 'Data Grid'],
  pages: [
    { url: '/x/react-charts/axis/', title: 'Charts - Axis', product: 0, kind: 'guide', description: 'Axes and their ticks.', headings: ['Ticks'] },
    {
      url: '/x/api/data-grid/data-grid/',
      title: 'DataGrid API',
      product: 1,
      kind: 'api',
      description: 'The props of DataGrid.',
      headings: ['Props'],
      entryPrefix: 'data-grid',
      entries: { prop: ['pageSizeOptions', 'pagination'] },
    },
    { url: '/x/react-data-grid/pagination/', title: 'Data Grid - Pagination', product: 1, kind: 'guide', description: 'Split the rows into pages.', headings: ['Page size options'] },
  ],
  vocabulary: [],
};
const noMap: SearchMapLoader = async () => {
  throw new Error('no map');
};

function renderBox({
  loader = async () => fakeIndex(),
  mapLoader = noMap,
  query = '',
  pathname = '/x/react-data-grid/pagination',
  development = false,
}: { loader?: PagefindLoader; mapLoader?: SearchMapLoader; query?: string; pathname?: string; development?: boolean } = {}) {
  drawShell(pathname);
  const dialog = screen.getByTestId('search-dialog');
  const navigate = jest.fn();
  const box = mountSearchBox(dialog, { loader, mapLoader, navigate, development });
  act(() => {
    (dialog.querySelector('input') as HTMLInputElement).value = query;
    dialog.showPopover();
    box.opened();
  });
  return { dialog, navigate, box };
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search the documentation' });
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');

beforeEach(() => {
  resetPagefind();
  resetSearchMap();
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('the search box', () => {
  it('groups results by product, the reader’s product first, each with its chip', async () => {
    renderBox();
    await userEvent.type(searchBox(), 'pagination');
    const groups = await screen.findAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual(['Data Grid', 'Charts']);
    // The page titled like the query leads its group, its title without the product prefix.
    const first = within(groups[0]).getAllByRole('option')[0];
    expect(first).toHaveTextContent(/^Pagination/);
    expect(first.querySelector('mark')).toHaveTextContent('Pagination');
    expect(first).toHaveAttribute('href', '/x/react-data-grid/pagination/');
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
  });

  it('offers a prop as a sub-result; arrows and Enter open it and remember the search', async () => {
    const { dialog, navigate } = renderBox();
    await userEvent.type(searchBox(), 'pageSizeOptions');
    await screen.findAllByRole('group');
    const prop = options().find((option) => option.getAttribute('data-search-result') === 'prop');
    expect(prop).toHaveTextContent('pageSizeOptions');
    const position = options().indexOf(prop!);
    for (let step = 0; step < position; step += 1) await userEvent.keyboard('{ArrowDown}');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', prop!.id);
    expect(prop).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(isOpen(dialog)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/x/api/data-grid/data-grid/#data-grid-prop-pageSizeOptions');
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY)!)[0]).toMatchObject({ query: 'pageSizeOptions', url: '/x/api/data-grid/data-grid/#data-grid-prop-pageSizeOptions' });
  });

  it('opens a result on a click, and leaves a new tab to the link', async () => {
    const { navigate } = renderBox();
    await userEvent.type(searchBox(), 'pagination');
    await screen.findAllByRole('group');
    expect(fireEvent.click(options()[0], { ctrlKey: true })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY)!)[0]).toMatchObject({ query: 'pagination' });
    expect(fireEvent.click(options()[0])).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/x/react-data-grid/pagination/');
  });

  it('starts from what the reader typed into the field before it arrived', async () => {
    renderBox({ query: 'pagination' });
    expect(searchBox()).toHaveValue('pagination');
    expect(await screen.findAllByRole('group')).toHaveLength(2);
  });

  it('wraps around with the arrow keys', async () => {
    renderBox();
    await userEvent.type(searchBox(), 'pagination');
    await screen.findAllByRole('group');
    await userEvent.keyboard('{ArrowUp}');
    expect(options().at(-1)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the last results up while the next query runs', async () => {
    let release: () => void = () => {};
    const api = fakeIndex();
    const search = api.search.bind(api);
    api.search = async (term) => {
      if (term === 'pageSizeOptions') await new Promise<void>((resolve) => (release = resolve));
      return search(term);
    };
    renderBox({ loader: async () => api });
    await userEvent.type(searchBox(), 'pagination');
    await screen.findAllByRole('group');
    await userEvent.clear(searchBox());
    await userEvent.paste('pageSizeOptions');
    // Still the previous list, and the count waits for the new one.
    expect(options()[0]).toHaveTextContent(/^Pagination/);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await act(async () => release());
    expect(await screen.findByText('pageSizeOptions', { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
  });

  it('starts with recent searches and quick links per product', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([{ query: 'sort', title: 'Sorting', url: '/x/react-data-grid/sorting/', product: 'Data Grid' }]));
    const { dialog, navigate, box } = renderBox();
    expect(await screen.findByRole('group', { name: 'Recent' })).toHaveTextContent('Sorting');
    expect(screen.getByText('Popular pages')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Data Grid' })).getByRole('option', { name: 'Quickstart' })).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Charts' })).getByRole('option', { name: 'Overview' })).toBeVisible();
    searchBox().focus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/x/react-data-grid/sorting/');
    act(() => {
      dialog.showPopover();
      box.opened();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('group', { name: 'Recent' })).toBeNull();
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBe('[]');
  });

  it('says when nothing matches and offers a corrected query', async () => {
    renderBox();
    await userEvent.type(searchBox(), 'paginaton');
    expect(await screen.findByText('No results for “paginaton”.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('search-suggestion'));
    expect(searchBox()).toHaveValue('pagination');
    expect(await screen.findAllByRole('group')).not.toHaveLength(0);
  });

  it('says search is unavailable when the index cannot load, and retries', async () => {
    let calls = 0;
    const loader: PagefindLoader = async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return fakeIndex();
    };
    renderBox({ loader });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.type(searchBox(), 'pagination');
    expect(await screen.findAllByRole('group')).not.toHaveLength(0);
  });

  it('explains in development that the index comes from the build', async () => {
    renderBox({ loader: async () => Promise.reject(new Error('404')), development: true });
    expect(await screen.findByTestId('search-dev-message')).toHaveTextContent('npm run build');
  });

  it('draws the words the page gave it, and keys when they are missing', () => {
    drawShell('/x/react-charts/', 'zh');
    const dialog = screen.getByTestId('search-dialog');
    expect(JSON.parse(dialog.getAttribute('data-strings')!).recent).not.toBe('Recent');
    dialog.setAttribute('data-strings', '{broken');
    expect(() => mountSearchBox(dialog, { loader: async () => fakeIndex() })).not.toThrow();
  });
});

describe('the search box with the search map', () => {
  const pageUrls = () => options().filter((option) => option.getAttribute('data-search-result') === 'page').map((option) => option.getAttribute('href'));

  it('answers from the map before the full-text index has loaded, then adds the pages only the full text finds below', async () => {
    let loadText: ((api: PagefindApi) => void) | null = null;
    renderBox({ mapLoader: async () => MAP, loader: () => new Promise((resolve) => (loadText = resolve)) });
    await userEvent.type(searchBox(), 'pagination');
    await waitFor(() => expect(pageUrls()).toEqual(['/x/react-data-grid/pagination/', '/x/api/data-grid/data-grid/']));
    expect(screen.getByRole('listbox').closest('[data-search-state]')).toHaveAttribute('data-search-state', 'results');
    // The guide leads, its description marked where it says the words; the API page lists the prop.
    expect(options()[0].querySelector('mark')).toBeNull();
    expect(options().find((option) => option.getAttribute('data-search-result') === 'prop')).toHaveAttribute('href', '/x/api/data-grid/data-grid/#data-grid-prop-pagination');
    await userEvent.keyboard('{ArrowDown}');
    // Two pages are few: once the reader pauses, the full-text index is asked for.
    await waitFor(() => expect(loadText).not.toBeNull());
    act(() => loadText?.(fakeIndex()));
    // The axis page says "pagination" only in its text: it comes below, the highlight stays put.
    await waitFor(() => expect(pageUrls()).toEqual(['/x/react-data-grid/pagination/', '/x/api/data-grid/data-grid/', '/x/react-charts/axis/']));
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
  });

  it('leaves the full-text index unloaded while the map finds enough pages', async () => {
    const many: SearchMap = {
      ...MAP,
      pages: ['Sorting', 'Filtering', 'Editing', 'Selection', 'Export'].map((name) => ({
        url: `/x/react-data-grid/${name.toLowerCase()}/`,
        title: `Data Grid - ${name}`,
        product: 1,
        kind: 'guide' as const,
        description: `${name} the rows of the grid.`,
        headings: [],
      })),
    };
    const loader = jest.fn(async () => fakeIndex());
    renderBox({ mapLoader: async () => many, loader });
    await userEvent.type(searchBox(), 'rows');
    await waitFor(() => expect(pageUrls()).toHaveLength(5));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(loader).not.toHaveBeenCalled();
    // A query the map finds little for loads it.
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'sorting');
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
  });

  it('answers from the map alone when the full-text index cannot load', async () => {
    renderBox({ mapLoader: async () => MAP, loader: async () => Promise.reject(new TypeError('Failed to fetch')) });
    await userEvent.type(searchBox(), 'page size');
    await waitFor(() => expect(pageUrls()[0]).toBe('/x/react-data-grid/pagination/'));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'zebra');
    expect(await screen.findByText('No results for “zebra”.')).toBeInTheDocument();
  });

  it('leaves a query the map cannot answer to the full text', async () => {
    renderBox({ mapLoader: async () => MAP });
    await userEvent.type(searchBox(), 'thing');
    await waitFor(() => expect(pageUrls()).toEqual(['/x/react-charts/axis/']));
  });

  it('says search is unavailable only when neither the map nor the full text loads', async () => {
    renderBox({ loader: async () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search could not load');
  });
});

describe('opening the search', () => {
  // What the inline loader does on every page (deferPageScripts.ts compiles it with the bundle's address).
  function wire() {
    drawShell();
    const dialog = screen.getByTestId('search-dialog');
    const opened = jest.fn();
    const loadBox = jest.fn(async () => ({ mountSearchBox: () => ({ opened }) }));
    followSearchOpeners(window, loadBox);
    return { dialog, opened, loadBox };
  }

  it('opens the dialog with its field focused on a click of the button, then loads the box', async () => {
    const { dialog, opened, loadBox } = wire();
    expect(isOpen(dialog)).toBe(false);
    await userEvent.click(screen.getByTestId('search-button'));
    expect(isOpen(dialog)).toBe(true);
    expect(searchBox()).toHaveFocus();
    await waitFor(() => expect(opened).toHaveBeenCalled());
    expect(loadBox).toHaveBeenCalledTimes(1);
  });

  it('opens and closes on ⌘K / Ctrl+K, and leaves them to a widget that takes them', () => {
    const { dialog } = wire();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(isOpen(dialog)).toBe(true);
    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    expect(isOpen(dialog)).toBe(false);
    const widget = document.body.appendChild(document.createElement('div'));
    widget.addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(widget, { key: 'k', ctrlKey: true });
    expect(isOpen(dialog)).toBe(false);
  });

  it('opens pre-filled with a character typed on the focused button', async () => {
    const { dialog, opened } = wire();
    screen.getByTestId('search-button').focus();
    await userEvent.keyboard('d');
    expect(isOpen(dialog)).toBe(true);
    expect(searchBox()).toHaveValue('d');
    await waitFor(() => expect(opened).toHaveBeenCalled());
  });

  it('keeps focus inside while open (Tab and Shift+Tab go round, focus that gets out comes back) and closes on a tap around the panel', () => {
    const { dialog } = wire();
    fireEvent.click(screen.getByTestId('search-button'));
    const field = searchBox();
    const body = dialog.querySelector<HTMLElement>('[data-search-body]')!;
    const close = within(dialog).getByRole('button', { name: /close/i });
    // Shift+Tab on the field, the first stop, goes to the last: the results' list.
    expect(fireEvent.keyDown(field, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(body).toHaveFocus();
    // Tab on the last goes to the first.
    expect(fireEvent.keyDown(body, { key: 'Tab' })).toBe(false);
    expect(field).toHaveFocus();
    // Between the two the browser's own order holds: the key is not taken.
    expect(fireEvent.keyDown(field, { key: 'Tab' })).toBe(true);
    close.focus();
    expect(close).toHaveFocus();
    screen.getByTestId('search-button').focus();
    expect(field).toHaveFocus();
    // A tap on the panel keeps it; one around it, on the dialog itself, closes it; closed, it holds nothing.
    fireEvent.click(dialog.querySelector('.docs-search-panel')!);
    expect(isOpen(dialog)).toBe(true);
    fireEvent.click(dialog);
    expect(isOpen(dialog)).toBe(false);
    screen.getByTestId('search-button').focus();
    expect(screen.getByTestId('search-button')).toHaveFocus();
    expect(fireEvent.keyDown(field, { key: 'Tab' })).toBe(true);
  });

  it('hydrates over what the box wrote before the page’s code ran, keeping the open dialog', async () => {
    const page = (
      <PreferencesProvider>
        <PageContext.Provider value={pageContextFor('/x/react-data-grid/pagination', 'en')}>
          <SearchBox />
        </PageContext.Provider>
      </PreferencesProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.replaceChildren(container);
    const dialog = screen.getByTestId('search-dialog');
    dialog.showPopover();
    // What the box draws for a query: results in the body, their count in the status, the footer's action.
    dialog.querySelector('[data-search-body]')!.innerHTML = '<ul role="listbox"><li role="option">Row selection</li></ul>';
    dialog.querySelector('[role="status"]')!.textContent = '1 result';
    dialog.querySelector('[data-search-footer-action]')!.innerHTML = '<button type="button">Clear</button>';
    // React in development compares the HTML it was handed and says so; a build does not. What
    // matters is that it does not recover by drawing the dialog again.
    const warnings = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recovered = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: recovered });
    });
    warnings.mockRestore();
    expect(recovered).not.toHaveBeenCalled();
    expect(dialog.isConnected).toBe(true);
    expect(isOpen(dialog)).toBe(true);
    expect(dialog.querySelector('[role="status"]')).toHaveTextContent('1 result');
    act(() => root?.unmount());
  });

  it('tries the bundle again on the next opening when it failed to load', async () => {
    drawShell();
    const dialog = screen.getByTestId('search-dialog');
    const loadBox = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ mountSearchBox: () => ({ opened: jest.fn() }) });
    followSearchOpeners(window, loadBox);
    fireEvent.click(screen.getByTestId('search-button'));
    await waitFor(() => expect(loadBox).toHaveBeenCalledTimes(1));
    await act(async () => {});
    dialog.hidePopover();
    fireEvent.click(screen.getByTestId('search-button'));
    await waitFor(() => expect(loadBox).toHaveBeenCalledTimes(2));
  });
});
