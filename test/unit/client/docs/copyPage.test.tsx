/** @jest-environment jsdom */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, screen } from '@testing-library/react';
import { CopyPageButton } from '../../../../src/client/docs/CopyPageButton';
import { copyPageMarkdown, type CopyPageEnvironment } from '../../../../src/client/docs/copyPage';
import { DocsPage } from '../../../../src/client/docs/DocsPage';
import { PageContext } from '../../../../src/client/app/PageContext';
import { pageContextFor, renderWithProviders } from '../../support/renderWithProviders';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), asPath: '/' }) }));

/** The live region screen readers hear the outcome from. */
const announcement = () => document.querySelector('[aria-live="polite"][data-copy-page-announcement]') as HTMLElement;

const TWIN = '/x/react-data-grid/pagination.md';
const MARKDOWN = '# Data Grid - Pagination\n\nSplit long lists.\n';

/** A clipboard that records what it was given; `ClipboardItem` stands in as a plain holder of the pending text. */
function fakeEnvironment({
  fetchFails = false,
  writeFails = false,
  writeTextFails = false,
  withItems = true,
}: { fetchFails?: boolean; writeFails?: boolean; writeTextFails?: boolean; withItems?: boolean } = {}) {
  const copied: string[] = [];
  const fetchText = jest.fn((url: string) => (fetchFails ? Promise.reject(new Error(`${url} answered 404`)) : Promise.resolve(MARKDOWN)));
  const environment: CopyPageEnvironment = {
    fetchText,
    clipboard: {
      write: jest.fn(async (items: ClipboardItems) => {
        const text = await (items[0] as unknown as { text: Promise<string> }).text;
        if (writeFails) throw new DOMException('Refused', 'NotAllowedError');
        copied.push(text);
      }),
      writeText: jest.fn(async (text: string) => {
        if (writeTextFails) throw new DOMException('Refused', 'NotAllowedError');
        copied.push(text);
      }),
    },
    // The test environment has no ClipboardItem; this holder is what `write` above unwraps.
    makeItem: withItems ? (text) => ({ text }) as unknown as ClipboardItem : undefined,
  };
  return { environment, copied, fetchText };
}

describe('copyPageMarkdown', () => {
  it("writes the fetched twin as a clipboard item holding the pending fetch", async () => {
    const { environment, copied, fetchText } = fakeEnvironment();
    await expect(copyPageMarkdown(TWIN, environment)).resolves.toBe('copied');
    expect(fetchText).toHaveBeenCalledWith(TWIN);
    expect(copied).toEqual([MARKDOWN]);
    expect(environment.clipboard?.writeText).not.toHaveBeenCalled();
  });

  it('falls back to writeText where clipboard items are missing or refused', async () => {
    const withoutItems = fakeEnvironment({ withItems: false });
    await expect(copyPageMarkdown(TWIN, withoutItems.environment)).resolves.toBe('copied');
    expect(withoutItems.copied).toEqual([MARKDOWN]);

    const refused = fakeEnvironment({ writeFails: true });
    await expect(copyPageMarkdown(TWIN, refused.environment)).resolves.toBe('copied');
    expect(refused.copied).toEqual([MARKDOWN]);
  });

  it('tells a failed fetch from a refused clipboard, and writes nothing', async () => {
    const offline = fakeEnvironment({ fetchFails: true });
    await expect(copyPageMarkdown(TWIN, offline.environment)).resolves.toBe('fetch-failed');
    expect(offline.copied).toEqual([]);

    const locked = fakeEnvironment({ writeFails: true, writeTextFails: true });
    await expect(copyPageMarkdown(TWIN, locked.environment)).resolves.toBe('clipboard-failed');
    expect(locked.copied).toEqual([]);

    await expect(copyPageMarkdown(TWIN, { ...fakeEnvironment().environment, clipboard: undefined })).resolves.toBe('clipboard-failed');
  });
});

describe('CopyPageButton', () => {
  afterEach(() => jest.useRealTimers());

  it('is in the server HTML with every label it can show, so copying never resizes it', () => {
    const html = renderToString(
      <PageContext.Provider value={pageContextFor('/x/react-data-grid/pagination')}>
        <CopyPageButton twin={TWIN} />
      </PageContext.Provider>,
    );
    expect(html).toContain(`data-markdown-twin="${TWIN}"`);
    expect(html).toContain('data-ga-event-category="markdown-twin"');
    for (const label of ['Copy page', 'Copied', 'Copy failed']) expect(html).toContain(`>${label}</span>`);
    expect(html).toContain('aria-live="polite"');
  });

  it('copies the Markdown, says so on the button and to screen readers, then goes back', async () => {
    jest.useFakeTimers();
    const { environment, copied } = fakeEnvironment();
    renderWithProviders(<CopyPageButton twin={TWIN} environment={() => environment} />);
    const button = screen.getByRole('button', { name: 'Copy page' });
    expect(button).toHaveAttribute('data-ga-event-action', 'copy-page');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(copied).toEqual([MARKDOWN]);
    expect(screen.getByRole('button', { name: 'Copied' })).toBe(button);
    expect(announcement()).toHaveTextContent('Page copied to the clipboard as Markdown.');
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Copy page' })).toBe(button);
    expect(announcement()).toHaveTextContent('');
  });

  it('explains a failure and links the Markdown, without breaking', async () => {
    const { environment } = fakeEnvironment({ fetchFails: true });
    renderWithProviders(<CopyPageButton twin={TWIN} environment={() => environment} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    });
    expect(screen.getByRole('button', { name: 'Copy failed' })).toBeVisible();
    expect(announcement()).toHaveTextContent('The Markdown of this page could not be loaded.');
    expect(screen.getByRole('link', { name: 'Open the Markdown' })).toHaveAttribute('href', TWIN);
    fireEvent.keyDown(screen.getByRole('button'), { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'Open the Markdown' })).toBeNull();
  });

  it('is on written guide pages, pointing at their twin, and not on pages not written yet', () => {
    const { unmount } = renderWithProviders(
      <DocsPage
        page={{
          status: 'written',
          markdownPath: 'data/data-grid/pagination/pagination.md',
          content: {
            title: 'Data Grid - Pagination',
            titleHtml: 'Data Grid - Pagination',
            description: 'Pages.',
            descriptionHtml: 'Pages.',
            headers: {},
            disableAd: true,
            toc: [],
            sections: [],
          },
        }}
      />,
      { pathname: '/x/react-data-grid/pagination' },
    );
    expect(screen.getByRole('button', { name: 'Copy page' })).toHaveAttribute('data-markdown-twin', TWIN);
    unmount();
    renderWithProviders(<DocsPage page={{ status: 'missing', title: 'Gauge', markdownPath: 'data/charts/gauge/gauge.md' }} />, {
      pathname: '/x/react-charts/gauge',
    });
    expect(screen.queryByRole('button', { name: 'Copy page' })).toBeNull();
  });
});
