import { API_PATHS } from '@pilewise/contracts';
import { baseUrl } from '../support/api';
import { expect, seedSession, test } from '../support/fixtures';
import { apiCall, projectWithFinishedRun, reviewCompany } from '../support/review';

// The review workflow in the browser: a company with an Admin, a User, a Reviewer and a Super
// Reviewer; the User's project (a finished run and a generated report, made through the API) is
// sent to the Reviewer, who finds it in My Queue, comments and rejects it with a comment; the
// owner then sees the notification, the rejection comment and the chat.

test('a Reviewer rejects from My Queue with a comment; the owner is told', async ({ browser }) => {
  test.setTimeout(120_000);
  const { owner, reviewer } = await reviewCompany();

  // The owner's project: saved input, a finished run, a generated report.
  const name = `Painted Desert ${Date.now()}`;
  const { project } = await projectWithFinishedRun(owner.token, name);
  const report = await apiCall('POST', API_PATHS.reports.generate(project._id), owner.token);
  expect(report.status, JSON.stringify(report.data)).toBeLessThan(300);
  // Its defaults are flagged "engineer to confirm": it goes only with them acknowledged.
  const unacknowledged = await apiCall('POST', API_PATHS.reviews.requestReview, owner.token, {
    projectId: project._id,
    reviewerId: reviewer.user._id,
  });
  expect(unacknowledged.status).toBe(400);
  expect(unacknowledged.data.field).toBe('acknowledgeIssues');
  const sent = await apiCall('POST', API_PATHS.reviews.requestReview, owner.token, {
    projectId: project._id,
    reviewerId: reviewer.user._id,
    acknowledgeIssues: true,
    acknowledgementNote: 'Defaults checked against the geotechnical report',
  });
  expect(sent.status, JSON.stringify(sent.data)).toBe(200);

  // The Reviewer: My Queue, Request for Review.
  const reviewerContext = await browser.newContext({ baseURL: baseUrl() });
  const rp = await reviewerContext.newPage();
  await seedSession(rp, { token: reviewer.token, user: reviewer.user });
  await rp.goto('/review-table');
  await expect(rp.getByRole('heading', { name: 'My Queue' })).toBeVisible();
  const queue = rp.getByRole('table', { name: 'Review queue' });
  const row = queue.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Uma Owner');
  await expect(row).toContainText('Sent For Review');

  // A question in the project's Comments chat, then back to the queue.
  await row.getByRole('link', { name: `View ${name}` }).click();
  await expect(rp.getByRole('heading', { name })).toBeVisible();
  await rp.getByRole('textbox', { name: 'New comment' }).fill('Which soil report did you use?');
  await rp.getByRole('button', { name: 'Add comment' }).click();
  await expect(rp.getByRole('list', { name: 'Comments' })).toContainText('Which soil report did you use?');
  await rp.goto('/review-table');

  await row.getByRole('button', { name: 'Start review' }).click();
  await expect(row).toHaveCount(0); // it moved to Review in Progress
  await rp.getByText('Review in Progress', { exact: false }).first().click();
  await expect(row).toContainText('Under Review');
  await row.getByRole('button', { name: 'Reject' }).click();
  const dialog = rp.getByRole('dialog', { name: `Reject ${name}` });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('A comment is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Embedment too short for the SMP piers');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await reviewerContext.close();

  // The owner: the bell counts it, the notification says it, the project shows why.
  const ownerContext = await browser.newContext({ baseURL: baseUrl() });
  const op = await ownerContext.newPage();
  await seedSession(op, { token: owner.token, user: owner.user });
  await op.goto('/projects');
  await expect(op.getByRole('link', { name: /Notifications, \d+ unread/ })).toBeVisible();
  await op.getByRole('link', { name: /Notifications/ }).click();
  await expect(op.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const note = op.getByRole('listitem').filter({ hasText: `${name}: Redesign` });
  await expect(note).toContainText('New');
  await expect(note).toContainText('Embedment too short for the SMP piers');
  await note.getByRole('button', { name: `Mark read: ${name}: Redesign` }).click();
  await expect(note).not.toContainText('New');

  await note.getByRole('link', { name: `${name}: Redesign` }).click();
  await expect(op.getByRole('heading', { name })).toBeVisible();
  const panel = op.getByRole('complementary', { name: 'Project status' });
  await expect(panel.getByText('Redesign').first()).toBeVisible();
  await expect(panel.getByText('“Embedment too short for the SMP piers”')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Comments' })).toContainText('Which soil report did you use?');
  await ownerContext.close();
});
