/** @jest-environment jsdom */
import * as React from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NavDrawer } from '../../../../src/client/layout/NavDrawer';
import { SettingsPanel } from '../../../../src/client/layout/SettingsPanel';
import { VersionMenu } from '../../../../src/client/layout/VersionMenu';
import { NAV_DRAWER_ID } from '../../../../src/shared/nav/shellIds';
import { usePreferences } from '../../../../src/client/preferences/PreferencesContext';
import { renderWithProviders } from '../../support/renderWithProviders';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), asPath: '/' }) }));

beforeEach(() => window.localStorage.clear());

describe('NavDrawer', () => {
  it('expands the branch of the active page and marks it current', () => {
    renderWithProviders(<NavDrawer />, {
      pathname: '/x/react-tree-view/rich-tree-view/lazy-loading',
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const group = (name: string) => within(nav).getByText(name, { selector: 'summary > span' }).closest('details');
    expect(group('Tree View')).toHaveAttribute('open');
    expect(group('API reference')).not.toHaveAttribute('open');
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Lazy loading');
    expect(current).toHaveAttribute('href', '/x/react-tree-view/rich-tree-view/lazy-loading/');
    expect(within(current).getByRole('img', { name: 'Pro plan' })).toBeVisible();
    expect(within(current).getByText('New')).toBeVisible();
    // Closed branches are in the HTML too, so they open before the page's code runs.
    expect(group('API reference')).toContainElement(within(nav).getByRole('link', { name: 'RichTreeView', hidden: true }));
  });

  it("holds another product as one link to its first page, and that product's pages once there", () => {
    const tree = renderWithProviders(<NavDrawer />, { pathname: '/x/react-tree-view/rich-tree-view/lazy-loading' });
    const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav()).getByRole('link', { name: 'Data Grid' })).toHaveAttribute('href', '/x/react-data-grid/');
    expect(within(nav()).queryByRole('link', { name: 'Sorting', hidden: true })).toBeNull();
    tree.unmount();
    renderWithProviders(<NavDrawer />, { pathname: '/x/api/data-grid/data-grid' });
    expect(within(nav()).queryByRole('link', { name: 'Data Grid' })).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Sorting', hidden: true })).toHaveAttribute('href', '/x/react-data-grid/sorting/');
    expect(within(nav()).getByRole('link', { name: 'Tree View' })).toHaveAttribute('href', '/x/react-tree-view/');
  });

  it('is a popover below the lg breakpoint, opened by the menu button with no script', () => {
    renderWithProviders(<NavDrawer />);
    expect(screen.getByTestId('nav-drawer')).toHaveAttribute('popover', 'auto');
    expect(screen.getByTestId('nav-drawer').id).toBe(NAV_DRAWER_ID);
  });

  it('shows Planned and Preview chips and opens a group on click', () => {
    renderWithProviders(<NavDrawer />, { pathname: '/x/react-charts/funnel' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: /^Funnel\b/ })).toHaveTextContent('Preview');
    expect(within(nav).getByRole('link', { name: /^Treemap\b/ })).toHaveTextContent('Planned');
    const migration = within(nav).getByText('Migration', { selector: 'summary > span' });
    expect(migration.closest('details')).not.toHaveAttribute('open');
    fireEvent.click(migration);
    expect(migration.closest('details')).toHaveAttribute('open');
    expect(within(migration.closest('details') as HTMLElement).getAllByRole('link', { name: 'Breaking changes: Charts' })[0]).toBeVisible();
  });

  it('wraps a link’s title only where badges follow it', () => {
    renderWithProviders(<NavDrawer />, { pathname: '/x/react-data-grid/row-pinning' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const plain = within(nav).getByRole('link', { name: 'Sorting', hidden: true });
    expect(plain.children).toHaveLength(0);
    expect(plain).toHaveTextContent(/^Sorting$/);
    const badged = within(nav).getByRole('link', { current: 'page' });
    expect([...badged.children].map((child) => child.tagName)).toEqual(['SPAN']);
  });

  it('links the external What’s new entry out of the site', () => {
    renderWithProviders(<NavDrawer />);
    const link = screen.getByRole('link', { name: /What's new in MUI X/ });
    expect(link).toHaveAttribute('href', 'https://mui.com/x/whats-new/');
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('VersionMenu', () => {
  it('lists the versions of the current product', async () => {
    renderWithProviders(<VersionMenu />, { pathname: '/x/react-tree-view/quickstart' });
    const button = screen.getByRole('button', { name: 'Versions: v8.8.0' });
    const menu = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(menu).toHaveAttribute('popover', 'auto');
    // In the HTML from the start: the browser opens it, before the page's code runs.
    const items = within(menu as HTMLElement).getAllByRole('link', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual(['v8.8.0', 'v7', 'v6']);
    expect(items[1]).toHaveAttribute('href', 'https://mui.com/x/react-tree-view/quickstart/');
    expect(items[2]).toHaveAttribute('href', 'https://v6.mui.com/x/react-tree-view/getting-started/');
    expect(items[0]).toHaveAttribute('aria-current', 'page');
  });
});

describe('SettingsPanel', () => {
  it('is a popover of native radios that store the mode, flip the direction and pick the code variant', async () => {
    renderWithProviders(<SettingsPanel />);
    const panel = screen.getByRole('dialog', { hidden: true });
    expect(panel).toHaveAttribute('popover', 'auto');
    fireEvent.click(screen.getByRole('radio', { name: 'Dark', hidden: true }));
    expect(window.localStorage.getItem('mui-mode')).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark', hidden: true })).toBeChecked();
    await waitFor(() => expect(document.documentElement.getAttribute('data-mui-color-scheme')).toBe('dark'));
    fireEvent.click(screen.getByRole('radio', { name: 'Right to left', hidden: true }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    fireEvent.click(screen.getByRole('radio', { name: 'Left to right', hidden: true }));
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    fireEvent.click(screen.getByRole('radio', { name: 'JavaScript', hidden: true }));
    expect(screen.getByRole('radio', { name: 'JavaScript', hidden: true })).toBeChecked();
    await waitFor(() => expect(document.cookie).toContain('codeVariant=JS'));
    expect(screen.getByRole('radio', { name: 'JavaScript', hidden: true })).toBeChecked();
  });

  it('shows a new density or code variant at once and renders the page with it after a paint; of two quick picks, the last', async () => {
    const rendered: string[] = [];
    function Island() {
      const { dense, codeVariant } = usePreferences();
      rendered.push(`${dense ? 'dense' : 'default'} ${codeVariant}`);
      return null;
    }
    document.cookie = 'codeVariant=; max-age=0; path=/';
    renderWithProviders(
      <>
        <SettingsPanel />
        <Island />
      </>,
    );
    const dense = screen.getByRole('radio', { name: 'Dense', hidden: true });
    const roomy = screen.getByRole('radio', { name: 'Default', hidden: true });
    const javaScript = screen.getByRole('radio', { name: 'JavaScript', hidden: true });
    expect(rendered.at(-1)).toBe('default TS');
    fireEvent.click(dense);
    fireEvent.click(javaScript);
    expect(dense).toBeChecked();
    expect(javaScript).toBeChecked();
    expect(rendered.at(-1)).toBe('default TS');
    await waitFor(() => expect(rendered.at(-1)).toBe('dense JS'));
    expect(dense).toBeChecked();

    const before = rendered.length;
    fireEvent.click(roomy);
    fireEvent.click(dense);
    expect(dense).toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rendered.slice(before).every((state) => state === 'dense JS')).toBe(true);
    expect(dense).toBeChecked();
  });

  it('shows a new direction at once, mirrors the page after a paint, then renders the page with it; of two quick picks, the last', async () => {
    const rendered: string[] = [];
    // What the page's `dir` was as each island rendered with a new direction.
    const turnedBefore: string[] = [];
    function Island() {
      const { direction } = usePreferences();
      if (direction !== rendered.at(-1)) turnedBefore.push(document.documentElement.dir);
      rendered.push(direction);
      return null;
    }
    renderWithProviders(
      <>
        <SettingsPanel />
        <Island />
      </>,
    );
    const rtl = screen.getByRole('radio', { name: 'Right to left', hidden: true });
    const ltr = screen.getByRole('radio', { name: 'Left to right', hidden: true });
    fireEvent.click(rtl);
    expect(rtl).toBeChecked();
    expect(document.documentElement.dir).toBe('ltr');
    expect(rendered.at(-1)).toBe('ltr');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    await waitFor(() => expect(rendered.at(-1)).toBe('rtl'));
    expect(turnedBefore.at(-1)).toBe('rtl');
    expect(rtl).toBeChecked();

    const before = rendered.length;
    fireEvent.click(ltr);
    expect(ltr).toBeChecked();
    fireEvent.click(rtl);
    expect(rtl).toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rendered.slice(before)).not.toContain('ltr');
    expect(document.documentElement.dir).toBe('rtl');

    fireEvent.click(ltr);
    await waitFor(() => expect(rendered.at(-1)).toBe('ltr'));
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('takes over the choices made before the code ran, once', () => {
    const root = document.documentElement;
    document.cookie = 'codeVariant=; max-age=0; path=/';
    root.setAttribute('data-early-direction', 'rtl');
    root.setAttribute('data-early-density', 'dense');
    renderWithProviders(<SettingsPanel />);
    expect(screen.getByRole('radio', { name: 'Right to left', hidden: true })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dense', hidden: true })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'TypeScript', hidden: true })).toBeChecked();
    expect(root.dir).toBe('rtl');
    expect([...root.attributes].map((attribute) => attribute.name).filter((name) => name.startsWith('data-early-'))).toEqual([]);
    root.dir = 'ltr';
  });
});
