// What an attacker controls without touching the server: the fragment and query of a link, what is
// stored in the reader's browser, and code carried by a playground link (issue 37). Each must leave
// the page working, and nothing of it may speak as the site.
import { compressToEncodedURIComponent } from 'lz-string';
import { RECENT_SEARCHES_KEY } from '../../src/client/search/recentSearches';
import { expect, test, waitForHydration } from './fixtures';

const API_PAGE = '/x/api/data-grid/data-grid/';

// Before the fix, `#%` and `#%C0` replaced an API page with "Application error: a client-side
// exception has occurred" once it hydrated (decodeURIComponent threw in useTargetHash).
test('malformed fragments and queries leave every kind of page working', async ({ page, consoleProblems }) => {
  for (const address of [`${API_PAGE}#%`, `${API_PAGE}#%C0`, `${API_PAGE}?%=%#%E0%A4`, '/x/react-data-grid/sorting/#%', '/x/introduction/?q=%#%'] ) {
    await page.goto(address);
    await waitForHydration(page);
    // A hash change after hydration goes through the same reader.
    await page.evaluate(() => {
      window.location.hash = '%C0%';
    });
    await expect(page.locator('h1').first(), address).toBeVisible();
    await expect(page.getByText('Application error')).toHaveCount(0);
    await expect(page.locator('main')).not.toBeEmpty();
  }
  expect(consoleProblems.messages).toEqual([]);
});

test('garbage in storage and cookies leaves the page working', async ({ page, context, consoleProblems }) => {
  await context.addCookies(
    ['codeVariant', 'codeStyling', 'feedback', 'feedbackId'].map((name) => ({ name, value: '%E0%A4%', domain: '127.0.0.1', path: '/' })),
  );
  await page.addInitScript((key) => {
    for (const [name, value] of [
      ['mui-mode', '%%"'],
      [key, '{"not": "a list"'],
      ['apiPage_props', '\u0000'],
      ['dataGrid_apiPage_props', '%C0'],
    ]) {
      window.localStorage.setItem(name, value);
    }
  }, RECENT_SEARCHES_KEY);
  for (const address of [API_PAGE, '/x/react-data-grid/sorting/']) {
    await page.goto(address);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByText('Application error')).toHaveCount(0);
  }
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
  expect(consoleProblems.messages).toEqual([]);
});

test('a recent search that points at another host is never offered', async ({ page }) => {
  await page.addInitScript((key) => {
    window.localStorage.setItem(
      key,
      JSON.stringify([
        { query: 'sorting', title: 'Evil sign-in', url: '//evil.example/', product: 'Data Grid' },
        { query: 'sorting', title: 'Evil backslash', url: '/\\evil.example/', product: 'Data Grid' },
        { query: 'sorting', title: 'Data Grid - Sorting', url: '/x/react-data-grid/sorting/', product: 'Data Grid' },
      ]),
    );
  }, RECENT_SEARCHES_KEY);
  await page.goto('/x/introduction/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const recent = page.getByRole('dialog').getByRole('group', { name: 'Recent' });
  await expect(recent.getByRole('option')).toHaveCount(1);
  await expect(recent.getByRole('option')).toContainText('Sorting');
  await expect(page.getByRole('dialog').getByText(/Evil/)).toHaveCount(0);
});

test('the site\u2019s cookies are SameSite=Lax', async ({ page, context }) => {
  await page.goto('/x/react-data-grid/sorting/');
  await waitForHydration(page);
  const widget = page.getByRole('group', { name: 'Was this page helpful?' });
  await widget.getByRole('button', { name: 'Yes' }).click();
  await expect(widget.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  const cookies = await context.cookies();
  const feedback = cookies.find((cookie) => cookie.name === 'feedback');
  expect(feedback?.sameSite).toBe('Lax');
  // Served over plain http here, so not Secure; over HTTPS the same code adds it (unit-tested).
  expect(feedback?.secure).toBe(false);
});

const link = (code: string) => `/playground/#code=${compressToEncodedURIComponent(code)}`;

// Before the fix, a link's code ran in the frame on load; WebRTC (which no content policy covers)
// could then send out whatever the reader typed into a form the code drew.
test('code from a link is shown, not run, until the reader presses Run', async ({ page }) => {
  const code = `import * as React from 'react';

export default function Linked() {
  return <p>Ran from the link</p>;
}
`;
  await page.goto(link(code));
  await waitForHydration(page);
  const notice = page.getByTestId('playground-link-notice');
  await expect(notice).toContainText('has not run');
  await expect(page.getByTestId('playground-held-code')).toHaveText(code);
  // No frame, so nothing of the code can run.
  await expect(page.getByTestId('playground-frame')).toHaveCount(0);
  await page.waitForTimeout(500);
  await expect(page.getByTestId('playground-frame')).toHaveCount(0);

  await notice.getByRole('button', { name: 'Run' }).click();
  await expect(page.frameLocator('[data-testid="playground-frame"]').getByText('Ran from the link')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: 'Playground code' })).toHaveValue(code);
  await expect(page.getByTestId('playground-link-notice')).toContainText('came from a link');
});

// Before the fix, a status message the code posted itself put its text in the page's alert box.
test('messages the code posts cannot put words in the page', async ({ page }) => {
  const forged = `import * as React from 'react';

export default function Forger() {
  React.useEffect(() => {
    for (const message of [
      { ns: 'mui-x-playground', kind: 'status', error: 'Your session expired: sign in again below' },
      { ns: 'mui-x-playground', kind: 'status', ok: false, error: 'Your session expired: sign in again below' },
    ]) {
      window.parent.postMessage(message, '*');
    }
  }, []);
  return <p>Forger ran</p>;
}
`;
  await page.goto(link(forged));
  await waitForHydration(page);
  await page.getByTestId('playground-link-notice').getByRole('button', { name: 'Run' }).click();
  await expect(page.frameLocator('[data-testid="playground-frame"]').getByText('Forger ran')).toBeVisible({ timeout: 15_000 });
  // The page may say, in its own words, that the code failed; it never shows the code's words.
  await expect(page.getByTestId('live-error')).toHaveText(/does not run/);
  // (The words are in the code itself, shown in the editor: what matters is that no message of the page carries them.)
  for (const region of await page.locator('[role="alert"], [role="status"], [data-testid="playground-link-notice"]').all()) {
    await expect(region).not.toContainText('session expired');
  }
});
