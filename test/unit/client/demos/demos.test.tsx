/** @jest-environment jsdom */
import * as React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { codeShape, codeToggle, initialCodePanel, placeholderText, rovingIndex, variantFromHash } from '../../../../src/shared/demos/codePanelState';
import { fetchDemoCode, parseDemoCode } from '../../../../src/client/demos/demoCodeFetch';
import { createDemoGate, openGate } from '../../../../src/client/demos/demoGate';
import type { DemoCode, DemoData } from '../../../../src/shared/demos/demoTypes';
import { renderWithProviders } from '../../support/renderWithProviders';

/** How many times a Counter has rendered (committed). */
let counterRenders = 0;

function Counter() {
  const [count, setCount] = React.useState(0);
  React.useEffect(() => {
    counterRenders += 1;
  });
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      clicked {count}
    </button>
  );
}

function Broken(): React.ReactElement {
  throw new Error('the rows prop is missing');
}

// The page index the generator writes: the test page's module holds the two fixture demos.
jest.mock(
  '../../../../src/client/demos/generated/pageIndex',
  () => ({
    __esModule: true,
    default: {
      '/x/introduction': () =>
        Promise.resolve({
          default: {
            demos: {
              'fixtures/Counter': () => Promise.resolve({ default: Counter }),
              'fixtures/Broken': () => Promise.resolve({ default: Broken }),
            },
            scopes: {},
          },
        }),
    },
  }),
  { virtual: true },
);

// Imported after the mock so the box sees the fixture page.
import { DemoBox } from '../../../../src/client/demos/DemoBox';

describe('demo box state', () => {
  it('starts with the preview when there is one, unless told otherwise', () => {
    expect(initialCodePanel(undefined, true)).toBe('preview');
    expect(initialCodePanel(undefined, false)).toBe('none');
    expect(initialCodePanel(false, true)).toBe('none');
    expect(initialCodePanel(true, false)).toBe('full');
    expect(codeToggle('preview', 'preview')).toEqual({ labelKey: 'demo.expandCode', next: 'full' });
    expect(codeToggle('full', 'preview')).toEqual({ labelKey: 'demo.collapseCode', next: 'preview' });
    expect(codeToggle('none', 'none')).toEqual({ labelKey: 'demo.showCode', next: 'full' });
    expect(codeToggle('full', 'full')).toEqual({ labelKey: 'demo.hideCode', next: 'none' });
  });

  it('holds the place of code on its way with text of the same lines and width', () => {
    expect(codeShape('a\n  long line\nb\n')).toEqual({ lines: 3, width: 11 });
    expect(codeShape('')).toEqual({ lines: 1, width: 0 });
    const text = placeholderText('Loading…', { lines: 3, width: 11 });
    expect(codeShape(text)).toEqual({ lines: 3, width: 11 });
    expect(text.startsWith('Loading…')).toBe(true);
    expect(codeShape(placeholderText('Loading…', { lines: 1, width: 20 }))).toEqual({ lines: 1, width: 20 });
    expect(codeShape(placeholderText('Loading…', { lines: 2, width: 3 }))).toEqual({ lines: 2, width: 8 });
  });

  it('reads the variant from the hash and moves through a toolbar', () => {
    expect(variantFromHash('#Basic.tsx', 'Basic')).toBe('TS');
    expect(variantFromHash('#Basic.js', 'Basic')).toBe('JS');
    expect(variantFromHash('#Other.js', 'Basic')).toBeNull();
    expect(rovingIndex('ArrowRight', 4, 5)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 5)).toBe(4);
    expect(rovingIndex('End', 1, 5)).toBe(4);
    expect(rovingIndex('Home', 3, 5)).toBe(0);
    expect(rovingIndex('a', 3, 5)).toBeNull();
  });

  it('keeps a gate shut until it is opened, then loads once', async () => {
    const loader = jest.fn(() => Promise.resolve({ default: Counter }));
    const gate = createDemoGate(loader, false);
    await Promise.resolve();
    expect(loader).not.toHaveBeenCalled();
    expect(gate.isOpen).toBe(false);
    gate.open();
    await expect(gate.promise).resolves.toBe(Counter);
    gate.open();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('fetches a sources file once, retries after a failure, and refuses a malformed one', async () => {
    const ok = jest.fn(answerWith(200, fixtureCode));
    await expect(fetchDemoCode('/static/demo-code/a.json', ok)).resolves.toEqual(fixtureCode);
    await fetchDemoCode('/static/demo-code/a.json', ok);
    expect(ok).toHaveBeenCalledTimes(1);
    const failing = jest.fn(answerWith(404, null));
    await expect(fetchDemoCode('/static/demo-code/b.json', failing)).rejects.toThrow('/static/demo-code/b.json answered 404');
    await expect(fetchDemoCode('/static/demo-code/b.json', failing)).rejects.toThrow();
    expect(failing).toHaveBeenCalledTimes(2);
    await expect(fetchDemoCode('/static/demo-code/c.json', jest.fn(answerWith(200, { ts: 'x' })))).rejects.toThrow(
      "/static/demo-code/c.json is not a demo's sources file",
    );
    expect(() => parseDemoCode({ ...fixtureCode, files: [{ tsName: 'a.ts' }] }, 'x.json')).toThrow();
  });

  it('gives React an already-fulfilled promise for a preloaded demo, so the build never suspends', () => {
    const gate = openGate(Counter);
    expect(gate.isOpen).toBe(true);
    expect(gate.promise).toMatchObject({ status: 'fulfilled', value: Counter });
  });
});

const fixtureCode: DemoCode = {
  ts: { code: 'const a: number = 1;\n', html: 'const a: number = 1;' },
  js: { code: 'const a = 1;\n', html: 'const a = 1;' },
  files: [],
};

function demoData(id: string, name: string): DemoData {
  return {
    id,
    name,
    options: { bg: 'outlined', hideToolbar: false, disableAd: false, disableLiveEdit: false, iframe: false },
    preview: '&lt;Counter /&gt;',
    openedHtml: null,
    files: [],
    shapes: { TS: [codeShape(fixtureCode.ts.code)], JS: [codeShape(fixtureCode.js.code)] },
    codeUrl: `/static/demo-code/${name}.json`,
    sourcePath: `docs/data/${id}.tsx`,
  };
}

/** Serves the fixture sources at every demo's address, and counts the requests. */
const answerWith = (status: number, body: unknown) => () => Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);

function serveCode(answer: () => Promise<Response> = answerWith(200, fixtureCode)) {
  const fetchMock = jest.fn((_url: string) => answer());
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

/** Renders, then lets the demo's gate open and its (mocked) chunk resolve inside act. */
async function renderDemos(ui: React.ReactElement) {
  await act(async () => {
    renderWithProviders(ui);
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('DemoBox', () => {
  beforeEach(() => {
    document.cookie = 'codeVariant=; max-age=0; path=/';
  });

  it('renders the live demo, switches variants and resets', async () => {
    const fetchMock = serveCode();
    await renderDemos(<DemoBox demo={demoData('fixtures/Counter', 'Counter')} />);
    const button = screen.getByRole('button', { name: 'clicked 0' });
    expect(document.querySelector('[data-demo="fixtures/Counter"]')).toHaveAttribute('data-demo-live', 'true');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeVisible();

    // The panels hold highlighted HTML: compare text.
    const panel = () => document.querySelector('[data-code-panel]');
    expect(panel()).toHaveTextContent('<Counter />');
    // The page came with the preview only: the full code is fetched on first use, once.
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Expand code' }));
    });
    expect(panel()).toHaveTextContent('const a: number = 1;');
    expect(fetchMock).toHaveBeenCalledWith('/static/demo-code/Counter.json');
    fireEvent.click(screen.getByRole('button', { name: 'JS' }));
    expect(panel()).toHaveTextContent('const a = 1;');
    expect(document.cookie).toContain('codeVariant=JS');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse code' }));
    expect(panel()).toHaveTextContent('<Counter />');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset demo' }));
    });
    expect(screen.getByRole('button', { name: 'clicked 0' })).toBeVisible();
  });

  it('leaves the live demo alone while its toolbar is used: no re-render of it for the code panel or the variant', async () => {
    serveCode();
    await renderDemos(<DemoBox demo={demoData('fixtures/Counter', 'Quiet')} />);
    const rendered = counterRenders;
    const toolbar = screen.getByRole('toolbar', { name: 'Demo source' });
    await act(async () => {
      fireEvent.pointerEnter(toolbar);
      fireEvent.focus(within(toolbar).getByRole('button', { name: 'Expand code' }));
      fireEvent.click(within(toolbar).getByRole('button', { name: 'Expand code' }));
    });
    expect(document.querySelector('[data-code-panel]')).toHaveTextContent('const a: number = 1;');
    fireEvent.click(within(toolbar).getByRole('button', { name: 'JS' }));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Collapse code' }));
    expect(counterRenders).toBe(rendered);
    // A reset is the one action that starts the demo again.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reset demo' }));
    });
    expect(counterRenders).toBeGreaterThan(rendered);
  });

  it('copies the source of the chosen variant', async () => {
    serveCode();
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    await renderDemos(<DemoBox demo={demoData('fixtures/Counter', 'Counter')} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Demo source' });
    await act(async () => {
      fireEvent.click(within(toolbar).getByRole('button', { name: 'Copy the source' }));
    });
    expect(writeText).toHaveBeenCalledWith('const a: number = 1;\n');
    expect(within(toolbar).getByRole('button', { name: 'Copied' })).toHaveAttribute('data-ga-event-action', 'copy');
    // The source on GitHub is in the "more" menu, drawn when it opens, as on the reference site.
    expect(within(toolbar).queryByRole('menuitem', { name: 'View the source on GitHub' })).toBeNull();
    await act(async () => {
      fireEvent.click(within(toolbar).getByRole('button', { name: 'More actions' }));
    });
    const github = within(toolbar).getByRole('menuitem', { name: 'View the source on GitHub' });
    expect(github).toHaveAttribute('href', expect.stringMatching(/\/blob\/v\d+\.\d+\.\d+[^/]*\/docs\/data\/fixtures\/Counter\.tsx$/));
    expect(github).toHaveAttribute('target', '_blank');
    fireEvent.click(github);
    expect(within(toolbar).queryByRole('menu')).toBeNull();
  });

  it('opens the code panel at once, holding the place of the code while it arrives', async () => {
    let arrive: (response: Response) => void = () => {};
    serveCode(() => new Promise<Response>((resolve) => (arrive = resolve)));
    await renderDemos(<DemoBox demo={demoData('fixtures/Counter', 'Pending')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Expand code' }));
    const waiting = document.getElementById('demo-code-Pending');
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(waiting?.querySelector('pre')?.textContent).toBe(placeholderText('Loading the source…', codeShape(fixtureCode.ts.code)));
    await act(async () => {
      arrive(await answerWith(200, fixtureCode)());
    });
    expect(document.querySelector('[data-code-panel]')).toHaveTextContent('const a: number = 1;');
    expect(document.getElementById('demo-code-Pending')).not.toHaveAttribute('aria-busy');
  });

  it('says when the sources cannot be fetched, and fetches them again on retry', async () => {
    let failing = true;
    const fetchMock = serveCode(() => (failing ? answerWith(500, null)() : answerWith(200, fixtureCode)()));
    await renderDemos(<DemoBox demo={demoData('fixtures/Counter', 'Retry')} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Expand code' }));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The source could not be loaded.');
    failing = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    });
    expect(document.querySelector('[data-code-panel]')).toHaveTextContent('const a: number = 1;');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('contains a demo that throws: the error shows, the rest of the page keeps working', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderDemos(
      <>
        <DemoBox demo={demoData('fixtures/Broken', 'Broken')} />
        <DemoBox demo={demoData('fixtures/Counter', 'Counter')} />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This demo crashed.');
    expect(alert).toHaveTextContent('the rows prop is missing');
    expect(within(alert).getByRole('link', { name: 'Report this demo' })).toHaveAttribute('href', expect.stringContaining('/issues/new'));
    expect(screen.getByRole('button', { name: 'clicked 0' })).toBeVisible();
    expect(warn).toHaveBeenCalledWith('Demo Broken failed: the rows prop is missing');
    warn.mockRestore();
    error.mockRestore();
  });
});
