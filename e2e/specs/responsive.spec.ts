import type { Page } from '@playwright/test';
import { createProject } from '../support/api';
import { openProjectWithExample } from '../support/example-project';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';

// Issue 15 "Responsive": the main navigation is links in the header from 800 px wide and a menu
// button opening a drawer below (spec §9); the screens a new user meets first stay usable and
// pass axe at a desktop (1440), a small laptop (1024) and a phone (390).

/** The page does not scroll sideways: nothing is cut off at this width. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

/**
 * The labels of the page's drop-down lists whose chosen text is cut: a native select cannot wrap,
 * so text wider than the box (less its padding and arrow) ends in an ellipsis.
 */
async function selectsWithChosenTextCut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll('select')].flatMap((select) => {
      if (!select.checkVisibility()) return []; // another tab's
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.textContent ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(text).width > room + 0.5
        ? [`${select.labels[0]?.textContent ?? select.getAttribute('aria-label') ?? select.name}: ${text}`]
        : [];
    });
  });
}

for (const width of [1440, 1024, 390]) {
  test(`main navigation and projects at ${width} px`, async ({ page, signedIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await createProject(signedIn.token, { name: `Responsive ${width}`, client: 'Helios Energy' });
    await page.goto('/projects');
    await expect(page.getByRole('cell', { name: `Responsive ${width}` }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);

    const headerNav = page.getByRole('navigation', { name: 'Main', exact: true });
    const menuButton = page.getByRole('button', { name: 'Open the main menu' });
    if (width >= 800) {
      await expect(headerNav.getByRole('link', { name: 'Activity log' })).toBeVisible();
      await expect(menuButton).toBeHidden();
      await expectAccessible(page, `${width} px: ${page.url()}`);
      await headerNav.getByRole('link', { name: 'Activity log' }).click();
    } else {
      await expect(headerNav).toBeHidden();
      await menuButton.click();
      const drawerNav = page.getByRole('navigation', { name: 'Main menu' });
      await expect(drawerNav.getByRole('link', { name: 'Activity log' })).toBeVisible();
      await expectAccessible(page, `${width} px: ${page.url()}`);
      await drawerNav.getByRole('link', { name: 'Activity log' }).click();
      // Following a link closes the drawer.
      await expect(drawerNav).toBeHidden();
    }
    await expect(page).toHaveURL(/\/activity-log/);
  });

  test(`the project editor's tabs at ${width} px`, async ({ page, signedIn }) => {
    await page.setViewportSize({ width, height: 900 });
    const project = await createProject(signedIn.token, { name: `Editor ${width}`, client: 'Helios Energy' });
    await page.goto(`/update-project?id=${project._id}`);
    // The Input tab's soil table is some 2,000 px wide: it scrolls in its own box, and the
    // absolutely placed parts of its cells (a visually hidden label) with it, not the page.
    for (const tab of ['Details', 'Settings', 'Input', 'Design input', 'Load tests', 'Result']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      if (tab === 'Input') await expect(page.getByRole('table', { name: 'Soil layers' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      // Beside the live preview at 1440 px the Design Method read 'ASD (Ω; soil FS) (defau…'.
      if (tab === 'Settings') expect(await selectsWithChosenTextCut(page)).toEqual([]);
    }
  });

  test(`notifications, blog and the contact form at ${width} px`, async ({ page, signedIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    // The account menu stays in the header at every width.
    await expect(
      page.getByRole('button', { name: `${signedIn.user.firstName}, account menu` }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `${width} px: ${page.url()}`);

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `${width} px: ${page.url()}`);
    await page.locator('article h2 a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `${width} px: ${page.url()}`);

    await page.goto('/projects?contact=1');
    const contact = page.getByRole('dialog');
    await expect(contact.getByLabel('Title')).toBeVisible();
    await expectAccessible(page, `${width} px: ${page.url()}`);
  });
}

// Each tracker maker's example fills the lists with its own choices (soil models, the file's
// column names, corrosion methods): beside the live preview they read '4 · Stiff Clay w/o Free
// Water (Ree', 'Stat' for 'Static (default)', '2 · Aggressive Romanoff Me' and 'Moment X at gr'.
for (const example of [/Generic/, /Nextracker/, /Nevados/, /Array Tech/])
  test(`the ${example.source} example's drop-down lists show their choice whole at 1440 px`, async ({
    page,
    signedIn,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openProjectWithExample(page, signedIn.token, `Lists ${example.source}`, example);
    const cut: string[] = [];
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    cut.push(...(await selectsWithChosenTextCut(page)));
    await page.getByRole('tab', { name: 'Input', exact: true }).click();
    for (const group of ['Soil', 'Vertical', 'Seismic', 'Corrosion', 'Pile Head Loads']) {
      const tab = page.getByRole('tab', { name: group, exact: true });
      if ((await tab.count()) === 0 || (await tab.isDisabled())) continue;
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      cut.push(...(await selectsWithChosenTextCut(page)));
    }
    expect(cut).toEqual([]);
  });

// Two columns on a phone cut the stamping calculator's Design Method to 'ASD (Ω; soil FS) (def'.
test("the stamping calculator's drop-down lists show their choice whole at 390 px", async ({
  page,
  signedIn: _signedIn,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/stampcalculator');
  await page.getByRole('button', { name: 'Start from the example' }).click();
  const cut: string[] = [];
  for (const group of ['Soil', 'Pile head loads', 'Corrosion', 'Vertical']) {
    const tab = page.getByRole('tab', { name: group, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    cut.push(...(await selectsWithChosenTextCut(page)));
  }
  expect(cut).toEqual([]);
});
