import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createProject } from './api';
import { expect } from './fixtures';

/** The design input of an example project of the engine's (`examples/projects/<file>`), as JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function exampleInput(file: string): Record<string, any> {
  return JSON.parse(
    readFileSync(new URL(`../../packages/engine/examples/projects/${file}`, import.meta.url), 'utf8'),
  );
}

/**
 * A new project of the signed-in user, opened in the editor, whose design input is an example
 * started and saved from the Design input tab, as a user starts one (the Generic example unless
 * told).
 */
export async function openProjectWithExample(
  page: Page,
  token: string,
  name: string,
  example: RegExp = /Generic: Mesa Verde Solar/,
) {
  const project = await createProject(token, { name, client: 'Solar Co' });
  await page.goto(`/update-project?id=${project._id}`);
  await page.getByRole('tab', { name: 'Design input' }).click();
  await page.getByRole('button', { name: 'Start from an example' }).click();
  await page.getByRole('menuitem', { name: example }).click();
  await page.getByRole('button', { name: 'Save design input' }).click();
  await expect(page.getByText('The saved design input of this project, which a run uses.')).toBeVisible();
  return project;
}

/**
 * Runs the design on the Fast Lane from the open Result tab; answers the pile design summary once
 * it shows (the run has finished), within `timeout_ms`.
 */
export async function runFastLane(page: Page, timeout_ms: number) {
  await page.getByRole('radio', { name: 'Fast Lane' }).check();
  await page.getByRole('button', { name: 'Run design' }).click();
  const summary = page.getByRole('table', { name: 'Pile design summary' });
  await expect(summary).toBeVisible({ timeout: timeout_ms });
  return summary;
}
