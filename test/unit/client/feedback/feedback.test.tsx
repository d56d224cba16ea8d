/** @jest-environment jsdom */
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionHeading } from '../../../../src/client/api/SectionHeading';
import { DocsPage } from '../../../../src/client/docs/DocsPage';
import {
  FEEDBACK_ID_COOKIE,
  MAX_RATINGS_COOKIE_LENGTH,
  newFeedbackId,
  parseRatings,
  ratingOf,
  readFeedbackId,
  serializeFeedbackId,
  serializeRatings,
} from '../../../../src/client/feedback/ratingsCookie';
import { GITHUB_TEMPLATE_DOCS_FEEDBACK, parseFeedbackUrl } from '../../../../src/shared/feedback/feedbackConfig';
import { FeedbackErrorBoundary } from '../../../../src/client/feedback/FeedbackErrorBoundary';
import { FeedbackWidget, SUBMITTED_NOTICE_MS } from '../../../../src/client/feedback/FeedbackWidget';
import { buildPayload, docsIssueUrl, feedbackPage } from '../../../../src/client/feedback/payload';
import { submitFeedback } from '../../../../src/client/feedback/submitFeedback';
import { PageContext } from '../../../../src/client/app/PageContext';
import { prerenderDirectives } from '../../../../src/node/directives/prerenderDirectives';
import { parsePage } from '../../../../src/node/markdown/parsePage';
import type { PageContent } from '../../../../src/shared/pageContentTypes';
import { pageContextFor, renderWithProviders } from '../../support/renderWithProviders';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), asPath: '/' }) }));

// The build-time setting, switchable per test: components read it when they render.
const mockFeedback: { url: string | null } = { url: null };
jest.mock('../../../../src/shared/feedback/feedbackConfig', () => {
  const actual = jest.requireActual('../../../../src/shared/feedback/feedbackConfig');
  return {
    ...actual,
    get feedbackUrl() {
      return mockFeedback.url;
    },
  };
});

const SERVICE = 'https://feedback.example/feedback';
const PATHNAME = '/x/react-data-grid/sorting';
const PAGE = '/x/react-data-grid/sorting/';
const VERSION = process.env.LIB_VERSION;

/** The cookie a browser keeps from a `Set-Cookie`-style string: `name=value`. */
const cookiePair = (serialized: string) => serialized.split(';')[0];

function clearCookies() {
  for (const name of ['feedback', FEEDBACK_ID_COOKIE]) document.cookie = `${name}=;path=/;max-age=0`;
}

function respondWith(...responses: Array<{ ok: boolean; status: number } | Error>) {
  const fetchMock = jest.fn<Promise<{ ok: boolean; status: number }>, [string, RequestInit]>();
  for (const response of responses) {
    if (response instanceof Error) fetchMock.mockRejectedValueOnce(response);
    else fetchMock.mockResolvedValueOnce(response);
  }
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function sentPayloads(fetchMock: jest.Mock): unknown[] {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));
}

function markdownPage(sectionComments: boolean): PageContent {
  return parsePage('---\ntitle: Sorting\ndescription: Sort rows.\ndisableAd: true\n---\n\n# Sorting\n\n## Sorting basics\n\nText.\n\n### Multi-sorting\n\nMore.\n', {
    file: 'data/data-grid/sorting/sorting.md',
    pathname: PATHNAME,
    routeExists: () => true,
    sectionComments,
  });
}

function renderDocsPage(content: PageContent = markdownPage(true)) {
  const page = { ...content, sections: prerenderDirectives(content.sections) };
  return renderWithProviders(<DocsPage page={{ status: 'written', markdownPath: 'data/data-grid/sorting/sorting.md', content: page }} />, {
    pathname: PATHNAME,
  });
}

/** The widget alone, under content holding one heading with a comment button. */
function Article() {
  const content = React.useRef<HTMLDivElement>(null);
  return (
    <article>
      <div ref={content} className="docs-markdown">
        <SectionHeading level={2} id="props" text="Props" />
      </div>
      <FeedbackWidget contentRef={content} />
    </article>
  );
}

const thumbUp = () => screen.getByRole('button', { name: 'Yes' });
const thumbDown = () => screen.getByRole('button', { name: 'No' });

let scrollIntoView: jest.Mock;

beforeAll(() => {
  process.env.SOURCE_CODE_REPO = 'https://github.com/mui/mui-x';
});

beforeEach(() => {
  mockFeedback.url = SERVICE;
  clearCookies();
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  jest.useRealTimers();
});

describe('feedback configuration', () => {
  it('is off when unset or blank, and keeps an http(s) URL', () => {
    expect(parseFeedbackUrl(undefined)).toBeNull();
    expect(parseFeedbackUrl('  ')).toBeNull();
    expect(parseFeedbackUrl('http://127.0.0.1:4324/feedback')).toBe('http://127.0.0.1:4324/feedback');
    expect(parseFeedbackUrl('https://api.example/prod/feedback')).toBe('https://api.example/prod/feedback');
  });

  it('fails on anything else, naming the variable', () => {
    expect(() => parseFeedbackUrl('ftp://example.com/feedback')).toThrow('FEEDBACK_URL must be an absolute http(s) URL; got "ftp://example.com/feedback"');
    expect(() => parseFeedbackUrl('/feedback')).toThrow(/FEEDBACK_URL/);
    expect(() => parseFeedbackUrl('javascript:alert(1)')).toThrow(/FEEDBACK_URL/);
  });
});

describe('feedback payload', () => {
  const base = { id: 'abcdef0123456789', rating: 1 as const, comment: '  Clear examples.\n', version: '8.8.0', language: 'en' };

  it('files a page vote under the page path with its trailing slash', () => {
    expect(buildPayload({ ...base, pathname: PATHNAME, section: null })).toEqual({
      id: 'abcdef0123456789',
      page: PAGE,
      rating: 1,
      comment: 'Clear examples.',
      section: null,
      version: '8.8.0',
      language: 'en',
    });
  });

  it('carries the section of a heading comment, and no rating when the reader has not voted', () => {
    expect(buildPayload({ ...base, rating: null, comment: 'Typo here', pathname: PAGE, section: 'multi-sorting' })).toEqual({
      id: 'abcdef0123456789',
      page: PAGE,
      rating: null,
      comment: 'Typo here',
      section: 'multi-sorting',
      version: '8.8.0',
      language: 'en',
    });
    expect(buildPayload({ ...base, rating: 0, pathname: PAGE, section: '' })).toMatchObject({ rating: 0, section: null });
  });

  it('drops query and hash from the page path', () => {
    expect(feedbackPage('/x/react-data-grid/sorting#multi-sorting')).toBe(PAGE);
    expect(feedbackPage('/x/react-data-grid/sorting/?utm=1')).toBe(PAGE);
  });

  it('links to a new docs issue with the page address encoded', () => {
    expect(docsIssueUrl('https://github.com/mui/mui-x', GITHUB_TEMPLATE_DOCS_FEEDBACK, 'https://mui.com/x/react-data-grid/sorting/?a=1&b=2')).toBe(
      'https://github.com/mui/mui-x/issues/new?template=6.docs-feedback.yml&page-url=https%3A%2F%2Fmui.com%2Fx%2Freact-data-grid%2Fsorting%2F%3Fa%3D1%26b%3D2',
    );
    expect(docsIssueUrl('https://github.com/mui/mui-x/', 'a b.yml', 'x')).toBe('https://github.com/mui/mui-x/issues/new?template=a%20b.yml&page-url=x');
  });
});

describe('feedback cookies', () => {
  it('round-trips votes per page, the latest vote of a page winning', () => {
    let header = cookiePair(serializeRatings({}, PAGE, 1));
    header = cookiePair(serializeRatings(parseRatings(header), '/x/introduction/', 0));
    header = cookiePair(serializeRatings(parseRatings(header), PAGE, 0));
    expect(parseRatings(`other=1; ${header}; codeVariant=JS`)).toEqual({ '/x/introduction/': 0, [PAGE]: 0 });
    expect(ratingOf(header, PAGE)).toBe(0);
    expect(ratingOf(header, '/x/elsewhere/')).toBeNull();
    expect(serializeRatings({}, PAGE, 1)).toMatch(/^feedback=[^;]+;path=\/;max-age=31536000;samesite=lax$/);
  });

  it('ignores a malformed cookie instead of throwing', () => {
    for (const value of ['%E0%A4%A', 'not-json', encodeURIComponent('[1,0]'), 'null', '42', encodeURIComponent('{"x":1')]) {
      expect(parseRatings(`feedback=${value}`)).toEqual({});
      expect(ratingOf(`feedback=${value}`, PAGE)).toBeNull();
    }
  });

  it('keeps only path keys with a 0 or 1 vote', () => {
    const value = encodeURIComponent(JSON.stringify({ [PAGE]: 1, '/x/b/': 2, 'not-a-path': 1, '/x/c/': '1', __proto__: 1, '/x/d/': 0 }));
    expect(parseRatings(`feedback=${value}`)).toEqual({ [PAGE]: 1, '/x/d/': 0 });
  });

  it('forgets the oldest votes rather than outgrow a cookie', () => {
    let ratings = {};
    for (let index = 0; index < 200; index += 1) {
      ratings = parseRatings(cookiePair(serializeRatings(ratings, `/x/react-data-grid/a-rather-long-page-name-${index}/`, 1)));
    }
    const cookie = serializeRatings(ratings, PAGE, 0);
    expect(cookie.length).toBeLessThanOrEqual(MAX_RATINGS_COOKIE_LENGTH);
    const kept = parseRatings(cookiePair(cookie));
    expect(kept[PAGE]).toBe(0);
    expect(kept['/x/react-data-grid/a-rather-long-page-name-199/']).toBe(1);
    expect(kept['/x/react-data-grid/a-rather-long-page-name-0/']).toBeUndefined();
  });

  it('keeps a well-formed feedback id and rejects anything else', () => {
    const id = newFeedbackId((bytes) => bytes.map((_, index) => index * 17));
    expect(id).toBe('00112233445566778899aabbccddeeff');
    expect(readFeedbackId(cookiePair(serializeFeedbackId(id)))).toBe(id);
    expect(readFeedbackId('feedbackId=<script>')).toBeNull();
    expect(readFeedbackId('feedbackId=%E0%A4%A')).toBeNull();
    expect(readFeedbackId('')).toBeNull();
    expect(newFeedbackId()).toMatch(/^[0-9a-f]{32}$/);
    expect(newFeedbackId()).not.toBe(newFeedbackId());
  });
});

describe('submitFeedback', () => {
  const payload = buildPayload({ id: 'abcdef0123456789', pathname: PAGE, rating: 1, comment: 'Nice', section: null, version: '8.8.0', language: 'en' });

  it('POSTs the payload as JSON and reports success', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 201 }));
    await expect(submitFeedback(SERVICE, payload, fetchMock as unknown as typeof fetch)).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(SERVICE);
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' }, credentials: 'omit' });
    expect(JSON.parse(init.body as string)).toEqual(payload);
  });

  it('reports a non-2xx answer and a network failure without throwing', async () => {
    await expect(submitFeedback(SERVICE, payload, (async () => ({ ok: false, status: 503 })) as unknown as typeof fetch)).resolves.toEqual({
      ok: false,
      reason: 'http',
      status: 503,
    });
    const rejecting = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(submitFeedback(SERVICE, payload, rejecting)).resolves.toEqual({ ok: false, reason: 'network' });
    const throwing = (() => {
      throw new Error('synchronous');
    }) as unknown as typeof fetch;
    await expect(submitFeedback(SERVICE, payload, throwing)).resolves.toEqual({ ok: false, reason: 'network' });
  });
});

describe('section comment buttons', () => {
  it('are rendered on ## and ### headings only when the feedback service is configured', () => {
    const html = (content: PageContent) => content.sections.map((section) => (section.type === 'markdown' ? section.html : '')).join('');
    const withButtons = html(markdownPage(true));
    expect(withButtons).toContain(
      '<a class="anchor-link" href="#sorting-basics" aria-label="Link to section Sorting basics">',
    );
    expect(withButtons).toContain('<button type="button" class="comment-link" data-feedback-section="sorting-basics" aria-label="Comment on section Sorting basics">');
    expect(withButtons).toContain('data-feedback-section="multi-sorting"');
    expect(html(markdownPage(false))).not.toContain('comment-link');
  });

  it('are rendered on API headings only when the feedback service is configured', () => {
    const { unmount } = render(<SectionHeading level={2} id="props" text="Props" />);
    expect(screen.getByRole('button', { name: 'Comment on section Props' })).toHaveAttribute('data-feedback-section', 'props');
    unmount();
    mockFeedback.url = null;
    render(<SectionHeading level={2} id="props" text="Props" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Props');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('FeedbackWidget', () => {
  it('is absent, with the heading buttons, when no feedback service is configured', () => {
    mockFeedback.url = null;
    renderDocsPage(markdownPage(false));
    expect(screen.getByRole('heading', { level: 2, name: /Sorting basics/ })).toBeVisible();
    expect(screen.queryByText('Was this page helpful?')).toBeNull();
    expect(document.querySelector('[data-feedback], [data-feedback-section]')).toBeNull();
  });

  it('sits at the end of the article, before the footer', () => {
    renderDocsPage();
    const widget = document.querySelector('[data-feedback]');
    expect(widget).toHaveTextContent('Was this page helpful?');
    expect(widget?.nextElementSibling?.tagName).toBe('FOOTER');
    expect(within(widget as HTMLElement).getByRole('group', { name: 'Was this page helpful?' })).toBeVisible();
    expect(thumbUp()).toHaveAttribute('aria-pressed', 'false');
    expect(thumbDown()).toHaveAttribute('aria-pressed', 'false');
  });

  it('records an up-vote, takes a comment and submits it', async () => {
    const fetchMock = respondWith({ ok: true, status: 201 });
    const user = userEvent.setup();
    renderDocsPage();
    await user.click(thumbUp());
    expect(thumbUp()).toHaveAttribute('aria-pressed', 'true');
    expect(parseRatings(document.cookie)).toEqual({ [PAGE]: 1 });
    const comment = await screen.findByRole('textbox', { name: 'Great! What did you find helpful? (optional)' });
    await waitFor(() => expect(comment).toHaveFocus());
    expect(screen.queryByRole('link', { name: /Report a docs issue/ })).toBeNull();
    await user.type(comment, 'The sorting examples are clear.');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Feedback submitted')).toHaveAttribute('role', 'status');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(SERVICE);
    const [payload] = sentPayloads(fetchMock) as Array<Record<string, unknown>>;
    expect(payload).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      page: PAGE,
      rating: 1,
      comment: 'The sorting examples are clear.',
      section: null,
      version: VERSION,
      language: 'en',
    });
    // The id is the reader's, kept for the next submission.
    expect(readFeedbackId(document.cookie)).toBe(payload.id);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(thumbUp()).toHaveFocus();
  });

  it('offers a prefilled docs issue on a down-vote', async () => {
    respondWith();
    const user = userEvent.setup();
    renderDocsPage();
    await user.click(thumbDown());
    expect(thumbDown()).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('textbox', { name: 'What was missing or wrong? (optional)' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Report a docs issue on GitHub/ });
    expect(link).toHaveAttribute(
      'href',
      `https://github.com/mui/mui-x/issues/new?template=6.docs-feedback.yml&page-url=${encodeURIComponent(window.location.href.split('#')[0])}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    // Changing one's mind changes the prompt and drops the notice.
    await user.click(thumbUp());
    expect(await screen.findByRole('textbox', { name: 'Great! What did you find helpful? (optional)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Report a docs issue/ })).toBeNull();
    expect(parseRatings(document.cookie)).toEqual({ [PAGE]: 1 });
  });

  it('submits with Ctrl+Enter and with ⌘+Enter, and a plain Enter is a new line', async () => {
    const fetchMock = respondWith({ ok: true, status: 201 }, { ok: true, status: 201 });
    const user = userEvent.setup();
    renderDocsPage();
    await user.click(thumbDown());
    const comment = await screen.findByRole('textbox');
    await user.type(comment, 'First line{Enter}second line');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await screen.findByText('Feedback submitted');
    expect(sentPayloads(fetchMock)).toEqual([expect.objectContaining({ rating: 0, comment: 'First line\nsecond line' })]);

    await user.click(thumbDown());
    await user.type(await screen.findByRole('textbox'), 'Again');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentPayloads(fetchMock)[1]).toMatchObject({ rating: 0, comment: 'Again' });
  });

  it('keeps the comment and the form after a failure, and the retry goes through', async () => {
    const fetchMock = respondWith({ ok: false, status: 500 }, new TypeError('Failed to fetch'), { ok: true, status: 201 });
    const user = userEvent.setup();
    renderDocsPage();
    await user.click(thumbUp());
    const comment = await screen.findByRole('textbox');
    await user.type(comment, 'Worth keeping');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your feedback could not be sent');
    expect(comment).toHaveValue('Worth keeping');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('Worth keeping');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Feedback submitted')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sentPayloads(fetchMock).map((payload) => (payload as { comment: string }).comment)).toEqual(['Worth keeping', 'Worth keeping', 'Worth keeping']);
  });

  it('hides "Feedback submitted" after 3 seconds', async () => {
    jest.useFakeTimers();
    respondWith({ ok: true, status: 201 });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDocsPage();
    await user.click(thumbUp());
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Feedback submitted')).toHaveAttribute('role', 'status');
    act(() => void jest.advanceTimersByTime(SUBMITTED_NOTICE_MS - 100));
    expect(screen.getByRole('status')).toHaveTextContent('Feedback submitted');
    act(() => void jest.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('opens the form for a section from its heading button, and sends the section', async () => {
    const fetchMock = respondWith({ ok: true, status: 201 });
    const user = userEvent.setup();
    renderDocsPage();
    const headingButton = screen.getByRole('button', { name: 'Comment on section Multi-sorting' });
    await user.click(headingButton);
    const comment = await screen.findByRole('textbox', { name: 'Comment on Multi-sorting' });
    await waitFor(() => expect(comment).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(document.querySelector('[data-feedback-form]')).toHaveAttribute('data-feedback-form', 'section');
    // Without a vote, an empty section comment would say nothing.
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.type(comment, 'The second example does not sort.');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await screen.findByText('Feedback submitted');
    expect(sentPayloads(fetchMock)).toEqual([
      expect.objectContaining({ page: PAGE, rating: null, comment: 'The second example does not sort.', section: 'multi-sorting' }),
    ]);
    // Focus goes back to the heading's button.
    expect(headingButton).toHaveFocus();
  });

  it('sends the reader’s vote with a section comment, and an API heading opens the form too', async () => {
    const fetchMock = respondWith({ ok: true, status: 201 });
    const user = userEvent.setup();
    renderWithProviders(<Article />, { pathname: '/x/api/data-grid/data-grid' });
    await user.click(thumbDown());
    await screen.findByRole('textbox', { name: 'What was missing or wrong? (optional)' });
    await user.click(screen.getByRole('button', { name: 'Comment on section Props' }));
    const comment = await screen.findByRole('textbox', { name: 'Comment on Props' });
    expect(screen.queryByRole('link', { name: /Report a docs issue/ })).toBeNull();
    await user.type(comment, 'Missing the default of pageSize');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Feedback submitted');
    expect(sentPayloads(fetchMock)).toEqual([
      expect.objectContaining({ page: '/x/api/data-grid/data-grid/', rating: 0, section: 'props', comment: 'Missing the default of pageSize' }),
    ]);
  });

  it('closes on cancel without sending anything', async () => {
    const fetchMock = respondWith();
    const user = userEvent.setup();
    renderDocsPage();
    await user.click(thumbUp());
    await user.type(await screen.findByRole('textbox'), 'Never mind');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(thumbUp()).toHaveFocus();
    expect(thumbUp()).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the stored vote once hydrated, without a hydration mismatch', async () => {
    const ui = (
      <PageContext.Provider value={pageContextFor(PATHNAME)}>
        <Article />
      </PageContext.Provider>
    );
    const html = renderToString(ui);
    expect(html).toContain('aria-pressed="false"');
    expect(html).not.toContain('aria-pressed="true"');
    document.cookie = cookiePair(serializeRatings({}, PAGE, 0));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(within(container).getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(container).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });

  it('survives a malformed feedback cookie', async () => {
    document.cookie = 'feedback=%E0%A4%A;path=/';
    const fetchMock = respondWith({ ok: true, status: 201 });
    const user = userEvent.setup();
    renderDocsPage();
    expect(thumbUp()).toHaveAttribute('aria-pressed', 'false');
    await user.click(thumbUp());
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByText('Feedback submitted');
    expect(sentPayloads(fetchMock)).toEqual([expect.objectContaining({ rating: 1, comment: '' })]);
    expect(parseRatings(document.cookie)).toEqual({ [PAGE]: 1 });
  });
});

describe('FeedbackErrorBoundary', () => {
  it('drops a crashing widget and keeps the rest of the page', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): React.ReactElement {
      throw new Error('boom');
    }
    render(
      <main>
        <p>Article text</p>
        <FeedbackErrorBoundary>
          <Broken />
        </FeedbackErrorBoundary>
      </main>,
    );
    expect(screen.getByText('Article text')).toBeVisible();
    expect(screen.getByRole('main').children).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('Feedback widget failed: boom');
    warn.mockRestore();
    errors.mockRestore();
  });
});
