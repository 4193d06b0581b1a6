import { createProject } from '../support/api';
import { expect, test } from '../support/fixtures';
import { medianOf } from './median';

// The dashboard opened from the main navigation to both its charts drawn: its numbers come from
// /api/dashboard, its charts (echarts) from chunks of their own. Medians of 5 openings, each from
// a new document on the projects page (the assets cached, as on a second visit). Session 22: with
// React.lazy charts, fetched only once the numbers had come, and shown ~300 ms after their
// fallback (React's reveal wait), against the charts' chunks fetched alongside the numbers and
// mounted without suspending (lib/preloadable.tsx): 458 → 160-163 ms (apps/web/bench/README.md).
const OPENINGS = 5;

test('times the dashboard opened from the navigation to its two charts drawn', async ({ page, signedIn }) => {
  test.setTimeout(120_000);
  await createProject(signedIn.token, { name: 'Dash one', client: 'Sunny' });
  await createProject(signedIn.token, { name: 'Dash two', client: 'Sunny' });
  const times: number[] = [];
  const tiles: number[] = [];
  for (let i = 0; i < OPENINGS; i++) {
    await page.goto('/projects');
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
    await page.waitForTimeout(1000);
    const t0 = Date.now();
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByTestId('tile-total-projects-created')).toHaveText('2');
    tiles.push(Date.now() - t0);
    await expect(page.getByRole('img', { name: /Projects by status/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /activity/i })).toBeVisible();
    times.push(Date.now() - t0);
  }
  console.log(
    `[bench] Chromium dashboard opened to both charts: median ${medianOf(times)} ms (of ${times.join(', ')}); its tiles at ${medianOf(tiles)} ms`,
  );
  expect(times).toHaveLength(OPENINGS);
});
