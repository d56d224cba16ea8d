import { readFile } from 'node:fs/promises';
import { expect, test, waitForHydration } from './fixtures';

// A Pro chart's toolbar exports the chart as an image: the export draws the chart into an image
// loaded from a blob URL, with the page's fonts inlined as data URLs, all under the site's policy.
test("a Pro chart's Export as PNG downloads an image, with the site's content policy in force", async ({ page, consoleProblems }) => {
  // The package draws the chart from a copy of the page in a frame it sandboxes without scripts, on
  // purpose; Chromium logs each script of the copy it declines to run.
  consoleProblems.allow(/^console error: Blocked script execution in '[^']*' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/x/react-charts/zoom-and-pan/');
  await waitForHydration(page);
  const demo = page.locator('[data-demo="charts/zoom-and-pan/ZoomSliderPreviewSensor"]');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-demo-live', 'true');

  await demo.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export as PNG' }).click()]);
  const bytes = await readFile(await download.path());
  // The PNG signature, and more than an empty canvas would weigh.
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.length).toBeGreaterThan(5000);
});
