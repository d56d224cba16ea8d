import { compressToEncodedURIComponent } from 'lz-string';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const SHARED = `import * as React from 'react';
import Typography from '@mui/material/Typography';

export default function Shared() {
  return <Typography>Shared from a link</Typography>;
}
`;

// What a hostile link would do on the docs origin. Each attempt reports whether it went through,
// so the test sees the sandbox refuse it (not merely the code failing to compile).
const HOSTILE = `import * as React from 'react';

function attempt(name: string, action: () => void): string {
  try {
    action();
    return name + ': done';
  } catch {
    return name + ': blocked';
  }
}

const results = [
  attempt('cookie', () => { document.cookie = 'playground_stolen=1; path=/'; }),
  attempt('storage', () => { window.localStorage.setItem('playground_stolen', '1'); }),
  attempt('page', () => { window.parent.document.body.innerHTML = '<h1>Sign in to continue</h1>'; }),
];

export default function Hostile() {
  return <ul>{results.map((result) => <li key={result}>{result}</li>)}</ul>;
}
`;

const link = (code: string) => `/playground/#code=${compressToEncodedURIComponent(code)}`;
/** A link's code waits for the reader (test/e2e/hostile-input.spec.ts): these tests have read it. */
const run = (page: Page) => page.getByTestId('playground-link-notice').getByRole('button', { name: 'Run' }).click();

test('the playground renders the code of a shared link in its frame, outside the docs frame', async ({ page, consoleProblems }) => {
  await page.goto(link(SHARED));
  await waitForHydration(page);
  await run(page);
  await expect(page.frameLocator('[data-testid="playground-frame"]').getByText('Shared from a link')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('playground-link-notice')).toContainText('came from a link');
  await expect(page.getByTestId('nav-drawer')).toHaveCount(0);
  await expect(page.getByTestId('settings-button')).toHaveCount(0);
  expect(consoleProblems.messages).toEqual([]);
});

test('code from a link cannot write the site\u2019s cookies or storage, nor rewrite the page', async ({ page, context }) => {
  await page.goto(link(HOSTILE));
  await waitForHydration(page);
  await run(page);
  const frame = page.frameLocator('[data-testid="playground-frame"]');
  // The code ran (in its frame) and every attempt on the site was refused.
  await expect(frame.getByText('cookie: blocked')).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByText('storage: blocked')).toBeVisible();
  await expect(frame.getByText('page: blocked')).toBeVisible();

  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('playground_stolen');
  expect(await page.evaluate(() => [document.cookie, window.localStorage.getItem('playground_stolen')])).toEqual([expect.not.stringContaining('playground_stolen'), null]);
  // The page around the preview is ours, as served.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MUI X playground');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Playground code' })).toHaveValue(HOSTILE);
  // The frame runs with an opaque origin, loaded from our own page.
  const frameHandle = await page.getByTestId('playground-frame').elementHandle();
  const frameOrigin = await (await frameHandle?.contentFrame())?.evaluate(() => [window.origin, window.location.pathname]);
  expect(frameOrigin).toEqual(['null', '/playground/frame/']);
});

test('a damaged link says so and shows the starting example', async ({ page }) => {
  await page.goto('/playground/#code=%%%not-lz');
  await waitForHydration(page);
  await expect(page.getByTestId('playground-link-notice')).toHaveAttribute('role', 'alert');
  await expect(page.getByTestId('playground-link-notice')).toContainText('could not be read');
  await expect(page.frameLocator('[data-testid="playground-frame"]').getByRole('columnheader', { name: 'Score' })).toBeVisible({ timeout: 15_000 });
});

test('the frame page opened on its own runs nothing', async ({ page }) => {
  await page.goto('/playground/frame/');
  await expect(page.getByText('only runs inside the MUI X playground')).toBeVisible({ timeout: 15_000 });
  // A message shaped like the playground's, from the page itself, is not taken either.
  await page.evaluate(() => window.postMessage({ ns: 'mui-x-playground', kind: 'code', code: 'export default () => "ran";' }, '*'));
  await expect(page.getByText('ran', { exact: true })).toHaveCount(0);
});

test('typing updates the preview, mistakes keep the last render, copy link reproduces the code, reset brings back the example', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/playground/');
  await waitForHydration(page);
  const preview = page.frameLocator('[data-testid="playground-frame"]');
  await expect(preview.getByRole('columnheader', { name: 'Score' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('playground-link-notice')).toHaveCount(0);

  const editor = page.getByRole('textbox', { name: 'Playground code' });
  const template = await editor.inputValue();
  const edited = template.replace("headerName: 'Score'", "headerName: 'Points'");
  await editor.fill(edited);
  await expect(preview.getByRole('columnheader', { name: 'Points' })).toBeVisible();
  await expect(page).toHaveURL(/#code=/);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/playground\/#code=/);

  await editor.fill('export default function Broken() { return <div>; }');
  await expect(page.getByTestId('live-error')).toBeVisible();
  // The compiler's message shows in the preview, where the code's output is, not in the page.
  await expect(preview.locator('pre[role="alert"]')).not.toBeEmpty();
  await expect(preview.getByRole('columnheader', { name: 'Points' })).toBeVisible();

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(preview.getByRole('columnheader', { name: 'Score' })).toBeVisible();
  await expect(page.getByTestId('live-error')).toHaveCount(0);
  await expect(page).not.toHaveURL(/#code=/);

  // The copied link alone brings the edited code back, in a fresh page.
  const opened = await context.newPage();
  await opened.goto(copied);
  await waitForHydration(opened);
  await run(opened);
  await expect(opened.getByRole('textbox', { name: 'Playground code' })).toHaveValue(edited);
  await expect(opened.frameLocator('[data-testid="playground-frame"]').getByRole('columnheader', { name: 'Points' })).toBeVisible({ timeout: 15_000 });
});
