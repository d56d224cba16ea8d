import { compressToEncodedURIComponent } from 'lz-string';
import { expect, test, waitForHydration } from './fixtures';

const SHARED = `import * as React from 'react';
import Typography from '@mui/material/Typography';

export default function Shared() {
  return <Typography>Shared from a link</Typography>;
}
`;

test('the playground renders the code of a shared link, outside the docs frame', async ({ page, consoleProblems }) => {
  await page.goto(`/playground/#code=${compressToEncodedURIComponent(SHARED)}`);
  await waitForHydration(page);
  await expect(page.getByTestId('playground-preview')).toContainText('Shared from a link', { timeout: 15_000 });
  await expect(page.getByTestId('nav-drawer')).toHaveCount(0);
  await expect(page.getByTestId('settings-button')).toHaveCount(0);
  expect(consoleProblems.messages).toEqual([]);
});

test('editing keeps the code in the address, mistakes keep the last render, reset brings back the example', async ({ page }) => {
  await page.goto('/playground/');
  await waitForHydration(page);
  const preview = page.getByTestId('playground-preview');
  await expect(preview.getByRole('columnheader', { name: 'Score' })).toBeVisible({ timeout: 15_000 });

  const editor = page.getByRole('textbox', { name: 'Playground code' });
  const template = await editor.inputValue();
  await editor.fill(template.replace("headerName: 'Score'", "headerName: 'Points'"));
  await expect(preview.getByRole('columnheader', { name: 'Points' })).toBeVisible();
  await expect(page).toHaveURL(/#code=/);

  // The link alone brings the edited code back.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('playground-preview').getByRole('columnheader', { name: 'Points' })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('textbox', { name: 'Playground code' }).fill('export default function Broken() { return <div>; }');
  await expect(page.getByTestId('live-error')).toBeVisible();
  await expect(preview.getByRole('columnheader', { name: 'Points' })).toBeVisible();

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(preview.getByRole('columnheader', { name: 'Score' })).toBeVisible();
  await expect(page).not.toHaveURL(/#code=/);
});
