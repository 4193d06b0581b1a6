import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS, API_VERSION, API_VERSION_HEADER } from '@pilewise/contracts';
import { baseUrl, cloneProject, createProject, runDesignToSuccess, saveDesignInput } from '../support/api';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';

// Compare (issue 13): a project and its clone with one soil layer changed, both run, side by side:
// the changed layer field by field and the steel that changed with it. Project output: the result
// and reports of a project without its inputs, printable. axe on both screens.

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Two pier types (SAP, SMP), one pile height: a run of well under a second. */
const smallInput = (): { soil: { layers: { cu_Pa?: number }[] } } =>
  JSON.parse(readFileSync(resolve(repoRoot, 'apps/server/test/fixtures/design-input-small.json'), 'utf8'));

test('compare shows a changed soil layer and the steel delta', async ({ page, signedIn }) => {
  test.setTimeout(120_000);
  const token = signedIn.token;
  const source = await createProject(token, {
    name: 'Painted Rock',
    client: 'Solar Co',
    design: { designInput: smallInput() },
  });
  const clone = await cloneProject(token, source._id);
  // The clone's top clay softened: c_u 75 kPa → 30 kPa (1,566 → 627 psf).
  const softer = smallInput();
  softer.soil.layers[0]!.cu_Pa = 30000;
  await saveDesignInput(token, clone, softer);
  await runDesignToSuccess(token, source._id);
  await runDesignToSuccess(token, clone._id);

  // From the projects list, as a user gets there.
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Actions for Painted Rock', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Compare' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare projects' })).toBeVisible();
  // B is the clone by default.
  await expect(page.getByRole('combobox', { name: 'Compare with' })).toHaveValue(
    'Painted Rock (copy) (Solar Co)',
  );

  const layer = page.getByRole('table', { name: 'Soil layer 1 · Stiff lean clay (CL)' });
  const cu = layer.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Cu' }) });
  await expect(cu.getByRole('cell')).toHaveText(['1570 psf', '627 psf', 'changed']);
  await expect(page.getByText('1 field differs', { exact: true })).toBeVisible();

  // SMP goes from W6x12 to W6x15 (221.3 → 288.9 lb, the engine's CLI on the same two inputs).
  const results = page.getByRole('table', { name: 'Results per pier type and pile height' });
  const smp = results.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'SMP' }) });
  await expect(smp).toContainText('W6x12 → W6x15');
  await expect(smp).toContainText('+68');
  const sap = results.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'SAP' }) });
  await expect(sap.getByRole('cell').nth(7)).toHaveText('0');

  // The site total: one pile of each until counts are given; with 1,000 SMP piles it is 1,000 × the change.
  const site = page.getByRole('table', { name: 'Steel of the site' });
  await expect(site.getByRole('row', { name: /Site steel before/ })).toContainText('0.20 tons');
  await expect(site.getByRole('row', { name: /Site steel after/ })).toContainText('0.23 tons');
  await smp.getByRole('textbox', { name: /Piles on site, SMP/ }).fill('1000');
  // 1000 × 221.3 + 173.3 = 221,473 lb = 110.74 tons; 1000 × 288.9 + 173.3 = 289,073 lb = 144.54 tons.
  await expect(site.getByRole('row', { name: /Site steel before/ })).toContainText(/110\.7\d tons/);
  await expect(site.getByRole('row', { name: /Site steel after/ })).toContainText(/144\.5\d tons/);
  await expect(site.getByRole('row', { name: /Change/ })).toContainText(/\+33\.\d\d tons/);

  await expectAccessible(page, 'compare');

  // The two sides are in the URL: a reload (or a shared link) shows the same compare.
  await expect(page).toHaveURL(new RegExp(`[?&]with=${clone._id}`));
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Compare with' })).toHaveValue(
    'Painted Rock (copy) (Solar Co)',
  );
  await expect(page.getByText('1 field differs', { exact: true })).toBeVisible();
  // Another project, found by the server's search as its name is typed: a new history entry,
  // and back returns to the clone.
  const other = await createProject(token, { name: 'Zephyr Mesa', client: 'Solar Co' });
  const picker = page.getByRole('combobox', { name: 'Compare with' });
  await picker.fill('zephyr me');
  await page.getByRole('option', { name: 'Zephyr Mesa (Solar Co)' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]with=${other._id}`));
  await expect(page.getByRole('heading', { level: 2, name: 'B: Zephyr Mesa' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`[?&]with=${clone._id}`));
  await expect(picker).toHaveValue('Painted Rock (copy) (Solar Co)');
  await expect(page.getByRole('heading', { level: 2, name: 'B: Painted Rock (copy)' })).toBeVisible();
});

async function generateReport(token: string, projectId: string) {
  const res = await fetch(`${baseUrl()}${API_PATHS.reports.generate(projectId)}`, {
    method: 'POST',
    headers: { [API_VERSION_HEADER]: API_VERSION, authorization: `Bearer ${token}` },
  });
  expect(res.status, await res.text()).toBeLessThan(300);
}

test('project output renders the result and reports without inputs, and prints', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(180_000); // a design run, then the page printed three ways
  const token = signedIn.token;
  const project = await createProject(token, {
    name: 'Output Flats',
    client: 'Solar Co',
    design: { designInput: smallInput() },
  });
  await runDesignToSuccess(token, project._id);
  await generateReport(token, project._id);

  await page.goto('/projects');
  await page.getByRole('button', { name: 'Actions for Output Flats', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Output' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Output Flats: output' })).toBeVisible();

  const summary = page.getByRole('table', { name: 'Pile design summary' });
  await expect(summary.locator('tbody tr')).toHaveCount(2);
  await expect(summary).toContainText('W6x');
  await expect(page.getByRole('img', { name: /^Deflection, bending moment/ }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reports' })).toContainText('.pdf');
  // Read-only, and no input: no tabs, no soil table, no run or report buttons.
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Soil layers' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Run design' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate report' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete reports' })).toHaveCount(0);

  await expectAccessible(page, 'project output');

  // On screen, the chosen pier case's profiles only.
  const pierHeading = (pier: 'SAP' | 'SMP') =>
    page.getByRole('heading', { level: 3, name: new RegExp(`^${pier} at .* ft: W6x`) });
  const charts = page.getByRole('img', { name: /^Deflection, bending moment/ });
  await expect(charts).toHaveCount(1);

  // Printed by the Print button: every pier case's profiles drawn before the print dialog opens
  // (the dialog itself is the browser's: here it only records what the page held when it opened).
  await page.evaluate(() => {
    const w = window as unknown as { print: () => void; printedCharts?: number };
    w.print = () => {
      w.printedCharts = document.querySelectorAll('.pw-print-pier .pw-profile-charts svg').length;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printedCharts?: number }).printedCharts))
    .toBe(2);

  // Printed: the page's content only (no app header, no Print button), a profile block per pier case.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(summary).toBeVisible();
  await expect(pierHeading('SAP')).toBeVisible();
  await expect(pierHeading('SMP')).toBeVisible();
  await expect(charts).toHaveCount(2);
  for (const chart of await charts.all()) await expect(chart).toBeVisible();
  await expectAccessible(page, 'project output, printed');

  // The browser's own print (Ctrl+P) prints the same: the full set from beforeprint to afterprint.
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(charts).toHaveCount(1);
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(charts).toHaveCount(2);
  await expect(pierHeading('SAP')).toBeVisible();
  await expect(pierHeading('SMP')).toBeVisible();
  // A pdf of the page as printed: one page per pier case at least, beside the summary's.
  const pdf = await page.pdf({ format: 'Letter' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  expect(pages).toBeGreaterThanOrEqual(3);
});
