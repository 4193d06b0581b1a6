import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// axe against WCAG 2.0/2.1 A and AA (design/ui.md quality bar), for any spec: the same check as
// accessibility.spec.ts makes of every screen.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Let Mantine's transitions (menus, drawers, tabs) finish, so colours are measured at rest. */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations !== Infinity) // spinners never end
      .every((a) => a.playState !== 'running'),
  );
}

/** Run axe on the page as it is; fail listing each violation's rule, impact and targets. */
export async function expectAccessible(page: Page, screen: string) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = violations.map(
    (v) =>
      `${v.id} [${v.impact ?? 'unknown'}] ${v.help}\n` +
      v.nodes.map((n) => `      at ${n.target.map(String).join(' >> ')}`).join('\n'),
  );
  expect(report, `axe violations on ${screen}:\n${report.join('\n')}`).toEqual([]);
}
