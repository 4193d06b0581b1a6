// The engine's public surface is a deliberate choice (tldraw and API Extractor keep an API report
// the same way): api-report.md lists it, and this test fails when src/index.ts and the report
// differ, so adding or removing a public name is a reviewed change, not an accident.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_REPORT, engineApi, renderApiReport } from './api/api-surface';

const REGENERATE = 'UPDATE_API_REPORT=1 npx vitest run packages/engine/test/api-report.test.ts';

describe("the engine's public API", () => {
  const entries = engineApi();
  const report = renderApiReport(entries);

  it('matches the checked-in api-report.md', () => {
    if (process.env.UPDATE_API_REPORT === '1') writeFileSync(API_REPORT, report);
    const checkedIn = existsSync(API_REPORT) ? readFileSync(API_REPORT, 'utf8') : '';
    expect(
      checkedIn,
      `packages/engine/src/index.ts exports a different surface than packages/engine/api-report.md. ` +
        `If the change is deliberate, regenerate the report with \`${REGENERATE}\` and commit it.`,
    ).toBe(report);
  });

  it('is chosen by name: no `export *` in the index, and every name is listed once', () => {
    const index = readFileSync(new URL('../src/index.ts', import.meta.url), 'utf8');
    expect(index).not.toMatch(/export \* from/);
    const names = entries.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['runDesign', 'parseDesignInput', 'analyzeLateral', 'runCalibration']),
    );
  });
});
