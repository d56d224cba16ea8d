/** @jest-environment jsdom */
import * as React from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchButton } from '../../src/client/search/SearchButton';
import { SearchDialog } from '../../src/client/search/SearchDialog';
import { resetPagefind, type PagefindLoader } from '../../src/client/search/pagefindClient';
import type { PagefindApi, PagefindResultData } from '../../src/client/search/pagefindTypes';
import { RECENT_SEARCHES_KEY } from '../../src/client/search/recentSearches';
import { renderWithProviders } from './renderWithProviders';
import { resultData } from './searchFixtures';

const push = jest.fn();
jest.mock('next/router', () => ({ useRouter: () => ({ push, replace: jest.fn(), asPath: '/' }) }));

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

function renderDialog(props: Partial<React.ComponentProps<typeof SearchDialog>> = {}, pathname = '/x/react-data-grid/pagination') {
  const onClose = jest.fn();
  const loader: PagefindLoader = async () => fakeIndex();
  const view = renderWithProviders(<SearchDialog open initialQuery="" onClose={onClose} loader={loader} {...props} />, { pathname });
  return { ...view, onClose };
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search the documentation' });
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');

beforeEach(() => {
  resetPagefind();
  push.mockReset();
  window.localStorage.clear();
});

describe('the search dialog', () => {
  it('groups results by product, the reader’s product first, each with its chip', async () => {
    renderDialog();
    await userEvent.type(searchBox(), 'pagination');
    const groups = await screen.findAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual(['Data Grid', 'Charts']);
    // The page titled like the query leads its group, its title without the product prefix.
    const first = within(groups[0]).getAllByRole('option')[0];
    expect(first).toHaveTextContent(/^Pagination/);
    expect(first.querySelector('mark')).toHaveTextContent('Pagination');
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
  });

  it('offers a prop as a sub-result; arrows and Enter open it and remember the search', async () => {
    const { onClose } = renderDialog();
    await userEvent.type(searchBox(), 'pageSizeOptions');
    await screen.findAllByRole('group');
    const prop = options().find((option) => option.getAttribute('data-search-result') === 'prop');
    expect(prop).toHaveTextContent('pageSizeOptions');
    const position = options().indexOf(prop!);
    for (let step = 0; step < position; step += 1) await userEvent.keyboard('{ArrowDown}');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', prop!.id);
    expect(prop).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(push).toHaveBeenCalledWith('/x/api/data-grid/data-grid/#data-grid-prop-pageSizeOptions');
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY)!)[0]).toMatchObject({ query: 'pageSizeOptions', url: '/x/api/data-grid/data-grid/#data-grid-prop-pageSizeOptions' });
  });

  it('wraps around with the arrow keys', async () => {
    renderDialog();
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
    renderDialog({ loader: async () => api });
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
    renderDialog();
    expect(await screen.findByRole('group', { name: 'Recent' })).toHaveTextContent('Sorting');
    expect(screen.getByText('Popular pages')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Data Grid' })).getByRole('option', { name: 'Quickstart' })).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Charts' })).getByRole('option', { name: 'Overview' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/x/react-data-grid/sorting/');
    await userEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('group', { name: 'Recent' })).toBeNull();
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBe('[]');
  });

  it('says when nothing matches and offers a corrected query', async () => {
    renderDialog();
    await userEvent.type(searchBox(), 'paginaton');
    expect(await screen.findByText('No results for “paginaton”.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('search-suggestion'));
    expect(searchBox()).toHaveValue('pagination');
    expect(await screen.findAllByRole('group')).not.toHaveLength(0);
  });

  it('opens with the character typed on the button', async () => {
    renderDialog({ initialQuery: 'p' });
    expect(searchBox()).toHaveValue('p');
    await waitFor(() => expect(searchBox()).toHaveFocus());
  });

  it('says search is unavailable when the index cannot load, and retries', async () => {
    let calls = 0;
    const loader: PagefindLoader = async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return fakeIndex();
    };
    renderDialog({ loader });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.type(searchBox(), 'pagination');
    expect(await screen.findAllByRole('group')).not.toHaveLength(0);
  });

  it('explains in development that the index comes from the build', async () => {
    const env = process.env as Record<string, string | undefined>;
    const previous = env.NODE_ENV;
    env.NODE_ENV = 'development';
    try {
      renderDialog({ loader: async () => Promise.reject(new Error('404')) });
      expect(await screen.findByTestId('search-dev-message')).toHaveTextContent('npm run build');
    } finally {
      env.NODE_ENV = previous;
    }
  });
});

describe('the search button', () => {
  it('keeps the keys typed after Ctrl+K while the dialog loads, in order, Backspace included', async () => {
    // First of the button's tests: once a test has opened the dialog its chunk stays loaded.
    renderWithProviders(<SearchButton />);
    const link = document.body.appendChild(document.createElement('a'));
    link.href = '#elsewhere';
    link.focus();
    // Escape before the dialog's chunk is there closes it, and the next opening starts empty.
    act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
    act(() => void fireEvent.keyDown(link, { key: 'x' }));
    act(() => void fireEvent.keyDown(link, { key: 'Escape' }));
    expect(fireEvent.keyDown(link, { key: 'y' })).toBe(true);
    act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
    // Still no chunk: without help these would reach whatever has focus.
    expect(screen.queryByRole('combobox')).toBeNull();
    const delivered: boolean[] = [];
    for (const key of [...'sortx', 'Backspace', ...'ing']) act(() => void delivered.push(fireEvent.keyDown(link, { key })));
    // Held, not left to the page: each key's default action was prevented.
    expect(delivered).toEqual(Array(9).fill(false));
    const field = await screen.findByRole('combobox', {}, { timeout: 5000 });
    expect(field).toHaveValue('sorting');
    await waitFor(() => expect(field).toHaveFocus());
    link.remove();
  });

  it('is server-rendered with its label and opens the dialog on ⌘K / Ctrl+K', async () => {
    renderWithProviders(<SearchButton />);
    const button = screen.getByTestId('search-button');
    expect(button).toHaveAccessibleName(/Search…/);
    expect(screen.queryByTestId('search-dialog')).toBeNull();
    act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
    expect(await screen.findByRole('combobox', {}, { timeout: 5000 })).toHaveValue('');
  });

  it('leaves ⌘K / Ctrl+K to a widget on the page that takes it (its handler prevents the default)', () => {
    renderWithProviders(<SearchButton />);
    const widget = document.body.appendChild(document.createElement('div'));
    widget.addEventListener('keydown', (event) => event.preventDefault());
    const link = document.body.appendChild(document.createElement('a'));
    link.href = '#elsewhere';
    act(() => void fireEvent.keyDown(widget, { key: 'k', ctrlKey: true }));
    // Opened, the dialog shows its field at once if its chunk is loaded, or else holds the next key.
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(fireEvent.keyDown(link, { key: 'x' })).toBe(true);
    widget.remove();
    link.remove();
  });

  it('opens pre-filled with a character typed while it has focus', async () => {
    renderWithProviders(<SearchButton />);
    screen.getByTestId('search-button').focus();
    await userEvent.keyboard('d');
    expect(await screen.findByRole('combobox', {}, { timeout: 5000 })).toHaveValue('d');
  });
});
