import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// design/ui.md quality bar: every screen is checked by axe against WCAG 2.0/2.1 A and AA.
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Let Mantine's transitions (menus, drawers, tabs) finish, so colours are measured at rest. */
export async function settle(page: Page) {
  // A transition starts a frame or two after what opens it (Mantine sets the entering styles on the
  // next frame): checked before it started, the menu was taken as at rest and axe measured its
  // Logout item at three quarters of its opacity (contrast 3.64). Two frames first, then none running.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
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
      v.nodes
        .map((n) => {
          const why = (n.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim();
          return `      at ${n.target.map(String).join(' >> ')}${why ? `\n         ${why}` : ''}`;
        })
        .join('\n'),
  );
  expect.soft(report, `axe violations on ${screen}:\n${report.join('\n')}`).toEqual([]);
}
