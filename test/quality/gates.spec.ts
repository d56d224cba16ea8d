import { expect, test, type Page } from '@playwright/test';
import { auditInNewTab, auditPage, excusingShifts, PageRecorder, prepareContext, type Finding } from './audit';

// Each gate must be able to fail: these fixture pages each break one rule, and the audit has to
// name the page and the reason. The fixture site is served on its own port (playwright.config.ts).
const FIXTURES = `http://127.0.0.1:${process.env.FIXTURE_PORT ?? 4322}`;

async function audit(page: Page, file: string, axeRules: 'all' | 'colour' = 'all'): Promise<Finding[]> {
  const recorder = new PageRecorder(page);
  return auditPage(page, recorder, `${FIXTURES}/${file}`, { hydrated: false, axeRules });
}

test.beforeEach(async ({ context }) => prepareContext(context));

test('a clean page passes every gate', async ({ page }) => {
  expect(await audit(page, 'clean.html')).toEqual([]);
});

test("a visit stuck past the sweep's deadline is ended and says which step it was stuck at; a visit that finishes is unaffected", async ({ context }) => {
  const hang = (page: Page) => page.evaluate(() => new Promise<void>(() => {}));
  // A deadline a loaded machine needs to open the tab and load the fixture (1.5 s was once not
  // enough, with CI's two workers busy); the hang then runs it out.
  expect(await auditInNewTab(context, `${FIXTURES}/clean.html`, { hydrated: false, prepare: hang }, 5_000)).toBe('preparing the page');
  // The stuck tab is closed, not left waiting in the context.
  expect(context.pages()).toHaveLength(0);
  expect(await auditInNewTab(context, `${FIXTURES}/clean.html`, { hydrated: false }, 5_000)).toEqual([]);
});

test('the console gate reports a page that logs an error', async ({ page }) => {
  expect(await audit(page, 'console-error.html')).toEqual([
    { url: `${FIXTURES}/console-error.html`, gate: 'console', reason: 'console error: boom from the fixture' },
  ]);
});

test('the accessibility gate reports an unlabelled button', async ({ page }) => {
  const findings = await audit(page, 'unlabelled-button.html');
  expect(findings).toHaveLength(1);
  expect(findings[0]).toMatchObject({ url: `${FIXTURES}/unlabelled-button.html`, gate: 'a11y' });
  expect(findings[0].reason).toMatch(/^critical button-name: .*#mystery/);
});

test("the sweep's colour-only axe run (a dark visit) still reports pale text, and only what colours cause", async ({ page }) => {
  const rules = (findings: Finding[]) => findings.map((finding) => finding.reason.split(':')[0]).sort();
  expect(rules(await audit(page, 'pale-text.html'))).toEqual(['critical button-name', 'serious color-contrast']);
  expect(rules(await audit(page, 'pale-text.html', 'colour'))).toEqual(['serious color-contrast']);
});

test('the layout-shift gate reports a page whose content moves', async ({ page }) => {
  const findings = await audit(page, 'shifting.html');
  expect(findings).toHaveLength(1);
  expect(findings[0]).toMatchObject({ url: `${FIXTURES}/shifting.html`, gate: 'cls' });
  // The report names what moved, so a failure says where to look.
  expect(findings[0].reason).toMatch(/^cumulative layout shift 0\.\d+ > 0\.01; largest 0\.\d+: \S+ at \(\d+, \d+\)→\(\d+, \d+\), size \d+×\d+→\d+×\d+/);
});

test("a shift the reader asked for is excused however late it paints; the same click unexcused is blamed", async ({ page }) => {
  const clickAndWait = async () => {
    await page.locator('#grow').click();
    await page.locator('#banner').waitFor();
  };
  const excused = await auditPage(page, new PageRecorder(page), `${FIXTURES}/late-reflow.html`, {
    hydrated: false,
    prepare: () => excusingShifts(page, clickAndWait),
  });
  expect(excused).toEqual([]);
  // The same click unexcused: the browser's own input window has closed by the time it paints.
  const blamed = await auditPage(page, new PageRecorder(page), `${FIXTURES}/late-reflow.html`, { hydrated: false, prepare: clickAndWait });
  expect(blamed.map((finding) => finding.gate)).toEqual(['cls']);
});

test("axe's colour rules pointed at the demos check only them, in the same run as the other rules over the article", async ({ page }) => {
  const reasons = async (colourScope?: string) =>
    (await auditPage(page, new PageRecorder(page), `${FIXTURES}/pale-in-demo.html`, { hydrated: false, axeScope: 'main', colourScope })).map((finding) => finding.reason).sort();
  // The shell's button is left to the page that checks the shell; the article's, and the demo's colours, are reported.
  expect(await reasons('[data-demo]')).toEqual([
    expect.stringMatching(/^critical button-name: .*\(#mystery\)$/),
    expect.stringMatching(/^serious color-contrast: .*\(#pale-demo\)$/),
    expect.stringMatching(/^serious link-in-text-block: .*\(#demo-link\)$/),
  ]);
  // Over the whole article, the colours outside the demo are reported too.
  expect(await reasons()).toEqual([
    expect.stringMatching(/^critical button-name: .*\(#mystery\)$/),
    expect.stringMatching(/^serious color-contrast: .*\(#pale-article, #pale-demo\)$/),
    expect.stringMatching(/^serious link-in-text-block: .*\(#article-link, #demo-link\)$/),
  ]);
});

test("axe scoped to the article leaves the shell to the page that checks it; a scope that matches nothing checks the whole page", async ({ page }) => {
  const scoped = (axeScope: string) => auditPage(page, new PageRecorder(page), `${FIXTURES}/unlabelled-in-header.html`, { hydrated: false, axeScope });
  expect(await scoped('main')).toEqual([]);
  expect((await scoped('article')).map((finding) => finding.reason)).toEqual([expect.stringMatching(/^critical button-name: .*#shell-mystery/)]);
});

test("a second look at the same load (dark, a phone's width) reports what only it shows, and says which look", async ({ page }) => {
  const darkPhone = async (turned: Page) => {
    await turned.emulateMedia({ colorScheme: 'dark' });
    await turned.setViewportSize({ width: 390, height: 844 });
  };
  const findings = await auditPage(page, new PageRecorder(page), `${FIXTURES}/dark-narrow-only.html`, {
    hydrated: false,
    label: 'light 1280',
    secondLook: { label: 'dark 390', prepare: darkPhone, axeRules: 'colour' },
  });
  // Nothing in the light desktop look: the text is dark on white and the page fits 1280 px.
  expect(findings).toEqual([
    { url: `${FIXTURES}/dark-narrow-only.html`, gate: 'a11y', reason: expect.stringMatching(/^\(dark 390\) serious color-contrast: .*#faint/) },
    { url: `${FIXTURES}/dark-narrow-only.html`, gate: 'overflow', reason: expect.stringMatching(/^\(dark 390\) the page is \d+ px wide in a 390 px window: p "A paragraph 600 px wide\."$/) },
  ]);
});

test('the overflow gate reports a page wider than the window, naming what sticks out and not a code line that scrolls in its box', async ({ page }) => {
  const findings = await audit(page, 'too-wide.html');
  expect(findings).toEqual([
    { url: `${FIXTURES}/too-wide.html`, gate: 'overflow', reason: expect.stringMatching(/^the page is \d+ px wide in a \d+ px window: p "A paragraph fixed wider than any screen\."$/) },
  ]);
});

test('the overflow gate names an absolute label that sticks out to the left of a right-to-left page past a box that does not clip it', async ({ page }) => {
  const findings = await audit(page, 'too-wide-rtl.html');
  expect(findings).toEqual([
    { url: `${FIXTURES}/too-wide-rtl.html`, gate: 'overflow', reason: expect.stringMatching(/^the page is \d+ px wide in a \d+ px window: span "A label placed off the left edge\."$/) },
  ]);
});

test('the overflow gate names text too long to wrap when every box fits, and not the same text in a box that scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const findings = await audit(page, 'long-word-rtl.html');
  expect(findings).toEqual([
    { url: `${FIXTURES}/long-word-rtl.html`, gate: 'overflow', reason: expect.stringMatching(/^the page is \d+ px wide in a \d+ px window: text too long to wrap in pre "state = \[/) },
  ]);
});

test('the policy gate reports an inline script the content policy does not list', async ({ page }) => {
  const findings = await audit(page, 'unhashed-script.html');
  expect(findings.filter((finding) => finding.gate === 'csp')).toEqual([
    { url: `${FIXTURES}/unhashed-script.html`, gate: 'csp', reason: expect.stringMatching(/^content policy: script-src-elem refused inline at .*unhashed-script\.html:\d+$/) },
  ]);
  // Chrome also says so in the console, which the console gate reports.
  expect(findings.some((finding) => finding.gate === 'console')).toBe(true);
  expect(await page.title()).toBe('Unhashed script');
});

test('the head and request gates report missing tags and a broken image', async ({ page }) => {
  const findings = await audit(page, 'missing-head.html');
  expect(findings.map((finding) => `${finding.gate}: ${finding.reason}`)).toEqual([
    'head: expected one <h1>, found 0',
    'head: missing meta description',
    'head: missing canonical link',
    `request: HTTP 404: ${FIXTURES}/missing-image.png`,
  ]);
});
