import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { API_PATHS } from '@pilewise/contracts';
import { baseUrl } from '../support/api';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';
import { apiCall, projectWithFinishedRun, reviewCompany } from '../support/review';

// Issue 13 in the browser: the PDF report of a run carries the pile head loads (as entered and
// as normalised), read back from the downloaded file with poppler's pdftotext; the workflow's
// guards stop a send without a report of the current run and a stamp of a design with issues
// until they are acknowledged; a Super Reviewer opens the project on the run under review; axe
// on the review screens this touches.

test('the report of a run carries its pile head loads, as entered and as normalised', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(120_000);
  const { project } = await projectWithFinishedRun(signedIn.token, `Loads report ${Date.now()}`);
  await page.goto(`/update-project?id=${project._id}`);
  await page.getByRole('tab', { name: 'Result' }).click();
  await page.getByRole('button', { name: 'Generate report' }).click();
  const reports = page.getByRole('table', { name: 'Reports' });
  const link = reports.getByRole('button', { name: /\.pdf$/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const downloaded = page.waitForEvent('download');
  await link.click();
  const file = await (await downloaded).path();
  const { stdout } = await promisify(execFile)('pdftotext', [file, '-']);
  const text = stdout.replace(/\s+/g, ' ');
  expect(text).toContain('Pile head loads as entered');
  expect(text).toContain('Pile head loads and load combinations');
  // The fixture's SAP W0 row as typed: P −11500 N, Vx 6800 N, Vy 0, Mx 400 N·m, My 0, in kip and kip·ft
  // (1 kip = 4448.22 N, 1 kip·ft = 1355.82 N·m; three significant figures).
  expect(text).toMatch(/SAP W0 -2\.59 1\.53 0 0\.295 0/);
});

test('the guards: no send without a report of the current run; no stamp of a design with issues unacknowledged', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { owner, reviewer, stamper } = await reviewCompany();
  const name = `Guarded Mesa ${Date.now()}`;
  const { project, runId } = await projectWithFinishedRun(owner.token, name);

  // The owner: a finished run but no report yet, so Send for review says what is missing.
  const ownerContext = await browser.newContext({ baseURL: baseUrl() });
  const op = await ownerContext.newPage();
  await seedSession(op, { token: owner.token, user: owner.user });
  await op.goto(`/update-project?id=${project._id}`);
  const panel = op.getByRole('complementary', { name: 'Project status' });
  const send = panel.getByRole('button', { name: 'Send for review' });
  await expect(send).toBeDisabled();
  // The readiness check is a query of its own: slow on a loaded machine.
  await expect(panel.getByText(/Cannot send yet: needs a report of the latest run/)).toBeVisible({
    timeout: 30_000,
  });
  // The API says the same to a client that skips the screen.
  const refused = await apiCall('POST', API_PATHS.reviews.requestReview, owner.token, {
    projectId: project._id,
    reviewerId: reviewer.user._id,
    acknowledgeIssues: true,
    acknowledgementNote: 'checked',
  });
  expect(refused.status).toBe(409);
  expect(String(refused.data.message)).toMatch(/report/);
  await expectAccessible(op, 'project side panel before a report');
  await ownerContext.close();

  // Report, send (acknowledged), review and approve (acknowledged), take for stamping: through the API.
  expect((await apiCall('POST', API_PATHS.reports.generate(project._id), owner.token)).status).toBe(200);
  const ack = { acknowledgeIssues: true, acknowledgementNote: 'Defaults checked against the soil report' };
  for (const [token, path, body] of [
    [
      owner.token,
      API_PATHS.reviews.requestReview,
      { projectId: project._id, reviewerId: reviewer.user._id, ...ack },
    ],
    [reviewer.token, API_PATHS.reviews.reviewUpdate, { projectId: project._id, action: 'startReview' }],
    [reviewer.token, API_PATHS.reviews.reviewUpdate, { projectId: project._id, action: 'approve', ...ack }],
    [
      stamper.token,
      API_PATHS.reviews.superReviewUpdate,
      { projectId: project._id, action: 'takeForStamping' },
    ],
  ] as const) {
    const res = await apiCall('POST', path, token, body);
    expect(res.status, `${path}: ${JSON.stringify(res.data)}`).toBe(200);
  }
  // Stamping without the acknowledgement is refused by the server too.
  const unacknowledged = await apiCall('POST', API_PATHS.reviews.superReviewUpdate, stamper.token, {
    projectId: project._id,
    action: 'approveStamping',
  });
  expect(unacknowledged.status).toBe(400);
  expect(unacknowledged.data.field).toBe('acknowledgeIssues');

  // The Super Reviewer opens it on the Result tab, on the run under review; Approve stamping waits
  // for the acknowledgement.
  const stamperContext = await browser.newContext({ baseURL: baseUrl() });
  const sp = await stamperContext.newPage();
  await seedSession(sp, { token: stamper.token, user: stamper.user });
  await sp.goto(`/update-project?id=${project._id}`);
  await expect(sp.getByRole('tab', { name: 'Result' })).toHaveAttribute('aria-selected', 'true');
  await expect(sp.getByTestId('review-run')).toContainText(
    `run ${runId.slice(0, 8)}, the run sent for review`,
  );
  await expect(sp.getByRole('table', { name: 'Pile design summary' })).toBeVisible({ timeout: 30_000 });
  const side = sp.getByRole('complementary', { name: 'Project status' });
  const approve = side.getByRole('button', { name: 'Approve stamping' });
  await expect(side.getByText('The design has issues')).toBeVisible({ timeout: 30_000 });
  await expect(approve).toBeDisabled();
  await side.getByRole('checkbox', { name: 'I have checked these issues and the design may go on' }).check();
  await expect(approve).toBeDisabled(); // a note is needed too
  await side.getByRole('textbox', { name: 'Acknowledgement note' }).fill('PE checked the defaults');
  await expect(approve).toBeEnabled();
  await expectAccessible(sp, 'project in stamping, as the Super Reviewer');
  await approve.click();
  const dialog = sp.getByRole('dialog', { name: `Approve stamping: ${name}` });
  await expect(dialog.getByText('Geotechnical report (optional)')).toBeVisible();
  await expectAccessible(sp, 'approve stamping dialog');
  await stamperContext.close();
});
