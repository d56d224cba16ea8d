import { expect, test, waitForHydration } from './fixtures';

const LAYOUT = '/x/react-data-grid/layout/';

test('a demo using @docs/demo-data renders its rows on the built page and reacts', async ({ page, consoleProblems }) => {
  await page.goto(LAYOUT);
  await waitForHydration(page);
  const box = page.locator('[data-demo="data-grid/layout/DensityEmployeesGrid"]');
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-demo-live', 'true');
  const grid = box.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toContainText('Amara Okafor');
  await expect(grid.getByRole('row').nth(1)).toContainText('Chief Executive Officer');
  await expect(grid).toHaveAttribute('aria-rowcount', '25');
  await box.getByRole('button', { name: 'Comfortable' }).click();
  await expect(box).toContainText("density: 'comfortable'");
  expect(consoleProblems.messages).toEqual([]);
});

test('editing that demo still compiles against the shared module', async ({ page, consoleProblems }) => {
  await page.goto(LAYOUT);
  await waitForHydration(page);
  const box = page.locator('[data-demo="data-grid/layout/DensityEmployeesGrid"]');
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-demo-live', 'true');
  await box.getByRole('button', { name: /^(Show|Expand) code$/ }).click();
  await box.locator('[data-code-panel] pre').click();
  const editor = box.getByRole('textbox', { name: 'Source of the demo, editable' });
  const original = await editor.inputValue();
  expect(original).toContain("from '@docs/demo-data'");
  await editor.fill(original.replace('rows={employees}', "rows={employees.filter((person) => person.department === 'Design')}"));
  const grid = box.getByRole('grid');
  await expect(grid).toHaveAttribute('aria-rowcount', '5');
  await expect(grid.getByRole('row').nth(1)).toContainText('Sofia Marchetti');
  await expect(box.getByTestId('live-error')).toHaveCount(0);
  expect(consoleProblems.messages).toEqual([]);
});

test('its sandbox carries the module as files, imported by a relative path', async ({ page, context }) => {
  const posts: string[] = [];
  await context.route(/^https:\/\/stackblitz\.com\//, async (route) => {
    posts.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>sandbox</title>' });
  });
  await page.goto(LAYOUT);
  await waitForHydration(page);
  const box = page.locator('[data-demo="data-grid/layout/DensityEmployeesGrid"]');
  await box.scrollIntoViewIfNeeded();
  const [stackBlitz] = await Promise.all([context.waitForEvent('page'), box.getByRole('button', { name: 'Open in StackBlitz' }).click()]);
  await stackBlitz.waitForLoadState();
  const fields = new URLSearchParams(posts[0]);
  expect(fields.get('project[files][src/Demo.tsx]')).toContain("import { employees, type Employee } from './demo-data';");
  expect(fields.get('project[files][src/demo-data/index.ts]')).toContain("from './employees'");
  expect(fields.get('project[files][src/demo-data/employees.ts]')).toContain('Amara Okafor');
  const dependencies = JSON.parse(fields.get('project[files][package.json]')!).dependencies as Record<string, string>;
  expect(Object.keys(dependencies).filter((name) => name.startsWith('@docs/'))).toEqual([]);
});

test('the generator demo makes the data set and size a reader picks, and its sandbox installs the generator', async ({ page, context, consoleProblems }) => {
  // Three generations, a grid re-render each and a sandbox: more than the default 30 s on a loaded CI machine.
  test.slow();
  const posts: string[] = [];
  await context.route(/^https:\/\/stackblitz\.com\//, async (route) => {
    posts.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>sandbox</title>' });
  });
  await page.goto('/x/react-data-grid/quickstart/');
  await waitForHydration(page);
  const box = page.locator('[data-demo="data-grid/quickstart/GeneratedDataGrid"]');
  await box.scrollIntoViewIfNeeded();
  const grid = box.getByRole('grid');
  await expect(grid.getByRole('columnheader', { name: 'Commodity' })).toBeVisible();
  // The rows are generated once the demo's chunk and the generator have loaded: slow on a busy machine.
  await expect(box).toContainText('1–100 of 100', { timeout: 15_000 });
  await box.getByRole('button', { name: 'Employees' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Name', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(grid.getByRole('columnheader', { name: 'Commodity' })).toHaveCount(0);
  // "New data" draws another set of the same size: the first row changes.
  const firstRow = grid.getByRole('row').nth(1);
  const before = await firstRow.textContent();
  await box.getByRole('button', { name: 'New data' }).click();
  // The generator works in the browser's idle time, of which a loaded CI machine has little.
  await expect.poll(() => firstRow.textContent(), { timeout: 30_000 }).not.toBe(before);
  await expect(box).toContainText('1–100 of 100');
  // The generator makes 1,000 rows in the browser's idle time, which a busy test machine has
  // little of: the test checks the choice is taken, not how long the rows take.
  const thousand = box.getByRole('button', { name: '1,000 rows' });
  await thousand.click();
  await expect(thousand).toHaveAttribute('aria-pressed', 'true');

  const [stackBlitz] = await Promise.all([context.waitForEvent('page'), box.getByRole('button', { name: 'Open in StackBlitz' }).click()]);
  await stackBlitz.waitForLoadState();
  const fields = new URLSearchParams(posts[0]);
  const dependencies = JSON.parse(fields.get('project[files][package.json]')!).dependencies as Record<string, string>;
  expect(dependencies['@mui/x-data-grid-generator']).toBe('8.8.0');
  expect(dependencies['@mui/icons-material']).toMatch(/^\d+\.\d+\.\d+$/);
  expect([...fields.keys()].some((name) => name.includes('demo-data'))).toBe(false);
  expect([...fields.keys()]).toContain('project[files][src/Demo.tsx]');
  expect(consoleProblems.messages).toEqual([]);
});

test('the Markdown twin shows the demo code as written, bare import included', async ({ request }) => {
  const twin = await (await request.get('/x/react-data-grid/layout.md')).text();
  expect(twin).toContain("import { employees, type Employee } from '@docs/demo-data';");
  expect(twin).toContain('```tsx title="DensityEmployeesGrid.tsx"');
});
