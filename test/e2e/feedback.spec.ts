import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { auditPage, PageRecorder, prepareContext } from '../quality/audit';
import { expect, expectNoLayoutShift, switchToRightToLeft, test, waitForHydration } from './fixtures';

// `npm run build:test` bakes this address into the site; the fake service of
// test/fakes/feedback-service.mjs listens there, or on FEEDBACK_PORT when that is set.
const BUILT_SERVICE = 'http://127.0.0.1:4324';
const SERVICE = `http://127.0.0.1:${process.env.FEEDBACK_PORT ?? 4324}`;
const GUIDE = '/x/react-data-grid/pagination/';
const API_PAGE = '/x/api/data-grid/data-grid/';
// A guide without demos: scrolling to the form must not make the audit about a demo's loading state.
const AUDITED = '/x/introduction/licensing/';
const LIB_VERSION: string = JSON.parse(readFileSync(require.resolve('@mui/x-data-grid/package.json'), 'utf8')).version;

interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number | null;
  body: unknown;
}

test.beforeAll(() => {
  const chunks = path.join('out', '_next', 'static', 'chunks');
  const configured = readdirSync(chunks).some((file) => file.endsWith('.js') && readFileSync(path.join(chunks, file), 'utf8').includes(`${BUILT_SERVICE}/feedback`));
  if (!configured) throw new Error('out/ was not built for the feedback tests: run `npm run build:test` (npm test does)');
});

/**
 * Sends this context's feedback to the fake service under a session of its own; `failing()`
 * decides per request whether the service answers 500, `delayMs` holds each request back.
 */
async function useService(context: BrowserContext, failing: () => boolean = () => false, delayMs = 0) {
  const session = randomUUID();
  await context.route(`${BUILT_SERVICE}/**`, async (route) => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const url = new URL(route.request().url().replace(BUILT_SERVICE, SERVICE));
    url.searchParams.set('session', session);
    if (failing()) url.searchParams.set('fail', '1');
    return route.continue({ url: url.href });
  });
  await prepareContext(context);
  return {
    /** The POSTs the service received from this context. */
    async posts(): Promise<LoggedRequest[]> {
      const response = await context.request.get(`${SERVICE}/__log?session=${session}`);
      return ((await response.json()) as LoggedRequest[]).filter((request) => request.method === 'POST');
    },
  };
}

const widget = (page: Page) => page.locator('[data-feedback]');
/** The widget's live region: "Feedback submitted" appears there. */
const status = (page: Page) => widget(page).getByRole('status');
const thumb = (page: Page, name: 'Yes' | 'No') => widget(page).getByRole('group', { name: 'Was this page helpful?' }).getByRole('button', { name });

test('the question and its thumbs are in the server HTML, and hydration moves nothing', async ({ page, context, consoleProblems }) => {
  await useService(context);
  const html = await (await context.request.get(GUIDE)).text();
  expect(html).toContain('Was this page helpful?');
  expect(html).toMatch(/<button[^>]*aria-label="Yes"[^>]*aria-pressed="false"|<button[^>]*aria-pressed="false"[^>]*aria-label="Yes"/);
  expect(html).toContain('data-feedback-section="page-size"');
  await page.goto(GUIDE);
  await waitForHydration(page);
  await expect(thumb(page, 'Yes')).toHaveAttribute('aria-pressed', 'false');
  await expectNoLayoutShift(page);
  expect(consoleProblems.messages).toEqual([]);
});

test('an up-vote with a comment arrives at the service with every field', async ({ page, context, consoleProblems }) => {
  const service = await useService(context);
  await page.goto(GUIDE);
  await waitForHydration(page);
  await thumb(page, 'Yes').click();
  await expect(thumb(page, 'Yes')).toHaveAttribute('aria-pressed', 'true');
  const comment = widget(page).getByRole('textbox', { name: 'Great! What did you find helpful? (optional)' });
  await expect(comment).toBeFocused();
  await comment.fill('The page size example helped.');
  expect(await service.posts()).toEqual([]);
  await widget(page).getByRole('button', { name: 'Submit' }).click();
  await expect(status(page)).toHaveText('Feedback submitted');
  await expect(comment).toBeHidden();

  const posts = await service.posts();
  expect(posts).toHaveLength(1);
  expect(posts[0].status).toBe(201);
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
  expect(posts[0].body).toEqual({
    id: cookies.feedbackId.value,
    page: GUIDE,
    rating: 1,
    comment: 'The page size example helped.',
    section: null,
    version: LIB_VERSION,
    language: 'en',
  });
  expect(cookies.feedbackId.value).toMatch(/^[0-9a-f]{32}$/);
  expect(cookies.feedbackId.path).toBe('/');
  // A year, give or take the test's own run time.
  expect(cookies.feedback.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  expect(JSON.parse(decodeURIComponent(cookies.feedback.value))).toEqual({ [GUIDE]: 1 });
  // The message goes away on its own.
  await expect(status(page)).toBeEmpty({ timeout: 5000 });
  expect(consoleProblems.messages).toEqual([]);
});

test('a down-vote offers a prefilled docs issue, and Ctrl+Enter submits', async ({ page, context, consoleProblems }) => {
  const service = await useService(context);
  await page.goto(GUIDE);
  await waitForHydration(page);
  await thumb(page, 'No').click();
  const link = widget(page).getByRole('link', { name: /Report a docs issue on GitHub/ });
  await expect(link).toHaveAttribute(
    'href',
    `https://github.com/mui/mui-x/issues/new?template=6.docs-feedback.yml&page-url=${encodeURIComponent(page.url())}`,
  );
  await expect(link).toHaveAttribute('target', '_blank');
  const comment = widget(page).getByRole('textbox', { name: 'What was missing or wrong? (optional)' });
  await comment.fill('No example for a server-side page count.');
  await comment.press('Control+Enter');
  await expect(status(page)).toHaveText('Feedback submitted');
  expect((await service.posts()).map((post) => post.body)).toEqual([
    expect.objectContaining({ page: GUIDE, rating: 0, comment: 'No example for a server-side page count.', section: null }),
  ]);
  expect(consoleProblems.messages).toEqual([]);
});

test('a heading’s comment button opens the form for its section and sends it', async ({ page, context, consoleProblems }) => {
  const service = await useService(context);
  await page.goto(GUIDE);
  await waitForHydration(page);
  const heading = page.getByRole('heading', { level: 2, name: /^Controlled pagination/ });
  await heading.hover();
  await heading.getByRole('button', { name: 'Comment on section Controlled pagination' }).click();
  const comment = widget(page).getByRole('textbox', { name: 'Comment on Controlled pagination' });
  await expect(comment).toBeFocused();
  await expect(comment).toBeInViewport();
  await comment.fill('The controlled example resets on filter.');
  await widget(page).getByRole('button', { name: 'Submit' }).click();
  await expect(status(page)).toHaveText('Feedback submitted');

  // The same on an API page, whose headings are React components.
  await page.goto(API_PAGE);
  await waitForHydration(page);
  await page.getByRole('heading', { level: 2, name: /^Import/ }).getByRole('button', { name: 'Comment on section Import' }).click();
  const apiComment = widget(page).getByRole('textbox', { name: 'Comment on Import' });
  await expect(apiComment).toBeFocused();
  await apiComment.fill('Which import is best?');
  await apiComment.press('Control+Enter');
  await expect(status(page)).toHaveText('Feedback submitted');

  expect((await service.posts()).map((post) => post.body)).toEqual([
    expect.objectContaining({ page: GUIDE, rating: null, section: 'controlled-pagination', comment: 'The controlled example resets on filter.' }),
    expect.objectContaining({ page: API_PAGE, rating: null, section: 'import', comment: 'Which import is best?' }),
  ]);
  expect(consoleProblems.messages).toEqual([]);
});

test('a failed submission keeps the comment and the form, and the retry succeeds', async ({ page, context, consoleProblems }) => {
  consoleProblems.allow(/HTTP 500: .*\/feedback\?.*fail=1/);
  let failing = true;
  const service = await useService(context, () => failing);
  await page.goto(GUIDE);
  await waitForHydration(page);
  await thumb(page, 'No').click();
  const comment = widget(page).getByRole('textbox');
  await comment.fill('Please add a paginationModel example.');
  await widget(page).getByRole('button', { name: 'Submit' }).click();
  await expect(widget(page).getByRole('alert')).toContainText('Your feedback could not be sent');
  await expect(comment).toHaveValue('Please add a paginationModel example.');
  await expect(status(page)).toBeEmpty();
  expect((await service.posts()).map((post) => post.status)).toEqual([500]);

  failing = false;
  await widget(page).getByRole('button', { name: 'Submit' }).click();
  await expect(status(page)).toHaveText('Feedback submitted');
  await expect(widget(page).getByRole('alert')).toHaveCount(0);
  const posts = await service.posts();
  expect(posts.map((post) => post.status)).toEqual([500, 201]);
  expect(posts[1].body).toMatchObject({ rating: 0, comment: 'Please add a paginationModel example.' });
});

test('the vote is remembered per page after a reload', async ({ page, context, consoleProblems }) => {
  await useService(context);
  await page.goto(GUIDE);
  await waitForHydration(page);
  await thumb(page, 'No').click();
  await expect(thumb(page, 'No')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await waitForHydration(page);
  await expect(thumb(page, 'No')).toHaveAttribute('aria-pressed', 'true');
  await expect(thumb(page, 'Yes')).toHaveAttribute('aria-pressed', 'false');
  await expect(widget(page).getByRole('textbox')).toHaveCount(0);
  // Another page has its own (absent) vote.
  await page.goto(API_PAGE);
  await waitForHydration(page);
  await expect(thumb(page, 'No')).toHaveAttribute('aria-pressed', 'false');
  await expectNoLayoutShift(page);
  expect(consoleProblems.messages).toEqual([]);
});

test('the open form with its notice and error passes the page audit in light, dark and right-to-left', async ({ page, context, consoleProblems }) => {
  consoleProblems.allow(/HTTP 500: .*\/feedback\?.*fail=1/);
  // Each audit waits for a delayed service answer: well over the default 30 s on a busy machine.
  test.setTimeout(120_000);
  // A slow answer lands after the click's 500 ms input window: the error it shows must not
  // move the page, whichever way round the layout is.
  await useService(context, () => true, 800);
  const recorder = new PageRecorder(page);
  const openFailedForm = async (rtl: boolean) => {
    if (rtl) await switchToRightToLeft(page);
    // A reader reaches the widget by reading down to it, by which time its form has loaded.
    await widget(page).scrollIntoViewIfNeeded();
    await expect(widget(page)).toHaveAttribute('data-form-ready', '');
    await thumb(page, 'No').click();
    await widget(page).getByRole('textbox').fill('Something is off.');
    await widget(page).getByRole('button', { name: 'Submit' }).click();
    await expect(widget(page).getByRole('alert')).toBeVisible();
    await expect(widget(page).getByRole('link', { name: /Report a docs issue/ })).toBeVisible();
  };
  // A scheme moves no box and a direction changes no colour: light left to right and dark right
  // to left between them see every colour and every layout (as the sweep's visits do).
  for (const { rtl, colorScheme } of [
    { rtl: false, colorScheme: 'light' },
    { rtl: true, colorScheme: 'dark' },
  ] as const) {
    await page.emulateMedia({ colorScheme });
    // axe looks at the widget: the rest of the page is the sweep's.
    const findings = await auditPage(page, recorder, AUDITED, { axeScope: '[data-feedback]', prepare: () => openFailedForm(rtl) });
    // The refused submission is the scenario here, not a finding.
    const refused = (reason: string) => /^HTTP 500: http:\/\/127\.0\.0\.1:\d+\/feedback/.test(reason);
    expect(findings.filter((finding) => !(finding.gate === 'request' && refused(finding.reason))), `${colorScheme}${rtl ? ' rtl' : ''}`).toEqual([]);
  }
});
