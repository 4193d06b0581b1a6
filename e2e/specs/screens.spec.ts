import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createProject } from '../support/api';
import { expect, test } from '../support/fixtures';

// Every main screen renders without a console error; with SHOTS_DIR set, each is captured.
const shotsDir = process.env.SHOTS_DIR;

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

test('public screens', async ({ page }) => {
  const errors = watchConsole(page);
  for (const [path, heading, name] of [
    ['/', 'Design steel pile foundations', 'landing'],
    ['/sign-in', 'Sign in', 'sign-in'],
    ['/sign-up', 'Create your account', 'sign-up'],
    ['/docs', 'PileWise documentation', 'docs'],
    ['/terms-conditions', 'Terms and Conditions', 'terms'],
    ['/privacy-policy', 'Privacy Policy', 'privacy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await shoot(page, name);
  }
  await expect(page).toHaveTitle(/Privacy Policy/);
  expect(errors).toEqual([]);
});

test('signed-in screens', async ({ page, signedIn }) => {
  const errors = watchConsole(page);
  for (let i = 1; i <= 3; i += 1) {
    await createProject(signedIn.token, {
      name: `Array ${i} - Block ${String.fromCharCode(64 + i)}`,
      client: ['Helios Energy', 'Mesa Solar', 'Desert Sun LLC'][i - 1] ?? 'Client',
      designer: `${signedIn.user.firstName} ${signedIn.user.lastName}`,
      latitude: 33.4 + i / 10,
      longitude: -112.1,
    });
  }
  await page.goto('/projects');
  await expect(page.getByTestId('project-row')).toHaveCount(3);
  await shoot(page, 'projects');

  await page.goto('/new-project');
  await expect(page.getByRole('heading', { name: 'New project' })).toBeVisible();
  await shoot(page, 'new-project');

  const first = await createProject(signedIn.token, { name: 'Inputs by hand', client: 'Helios Energy' });
  await page.goto(`/update-project?id=${first._id}`);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('textbox', { name: /Max Embed/ })).toBeVisible();
  await shoot(page, 'project-settings');
  await page.getByRole('tab', { name: 'Input', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Soil layers' })).toBeVisible();
  await shoot(page, 'project-inputs');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Total projects created')).toBeVisible();
  await shoot(page, 'dashboard');

  for (const [path, heading, name] of [
    ['/user-management', 'User Management', 'user-management'],
    ['/my-profile', 'My Profile', 'my-profile'],
    ['/notifications', 'Notifications', 'notifications'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await shoot(page, name);
  }
  expect(errors).toEqual([]);
});

test('docs: search, menu, and the drawer under 800 px', async ({ page }) => {
  await page.goto('/docs?search=corrosion');
  await expect(page.getByText(/topics? match “corrosion”/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Project Input' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Logout' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Release Notes' }).click();
  await expect(page.getByRole('heading', { name: 'Version 1.1' })).toBeVisible();

  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto('/docs');
  await page.getByRole('button', { name: 'Open the docs menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Docs topics' });
  await drawer.getByText('Design Modes').click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText('Hide details')).toBeVisible();
  await shoot(page, 'docs-narrow');
});
