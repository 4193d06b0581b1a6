import { readFile } from 'node:fs/promises';
import { openProjectWithExample, runFastLane } from '../support/example-project';
import { expect, test } from '../support/fixtures';

// The PDF report in a real browser: a finished run of an example input, then Generate report on
// the Result tab; the report is listed and its download is the PDF the server stored.

test('generate the PDF report of a finished run, see it listed and download it', async ({
  page,
  signedIn,
}) => {
  await openProjectWithExample(page, signedIn.token, 'Mesa Verde report');

  await page.getByRole('tab', { name: 'Result' }).click();
  const generate = page.getByRole('button', { name: 'Generate report' });
  // No finished run yet: the button says why it waits.
  await expect(generate).toBeDisabled();
  await expect(page.getByText('Run the design first: a report shows the latest finished run.')).toBeVisible();

  await runFastLane(page, 60_000);

  await expect(generate).toBeEnabled();
  await generate.click();
  await expect(page.getByRole('status').filter({ hasText: 'Generating Report' })).toBeVisible();
  const reports = page.getByRole('table', { name: 'Reports' });
  await expect(reports).toContainText('Mesa Verde report report rev 0.pdf', { timeout: 30_000 });
  await expect(reports.locator('tbody tr')).toHaveCount(1);
  await expect(reports).toContainText('Erin'); // who generated it

  const answered = page.waitForResponse((res) => res.url().includes('/api/files/download/'));
  const downloaded = page.waitForEvent('download');
  await reports.getByRole('button', { name: 'Mesa Verde report report rev 0.pdf' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(
    /^attachment; filename="Mesa Verde report report rev 0.pdf"/,
  );
  // The bytes saved, as the browser wrote them to disk.
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('Mesa Verde report report rev 0.pdf');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(50_000); // a title page, tables and 16 pier designs' charts

  // A shorter report, without the load tables' appendices: listed under a name that says so.
  await page.getByRole('checkbox', { name: /With the load tables/ }).uncheck();
  await generate.click();
  await expect(reports).toContainText('Mesa Verde report report rev 0 without load tables.pdf', {
    timeout: 30_000,
  });
  await expect(reports.locator('tbody tr')).toHaveCount(2);
});
