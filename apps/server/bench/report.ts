// How long a PDF report takes to build (content + pdfkit + the four charts per pier design), for
// the example projects, at the lane the app runs first (Fast Lane). The engine runs once per
// project, outside the timing. Run from the repo root:
//   npx tsx apps/server/bench/report.ts [repetitions=7]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDesignInput, runDesign } from '@pilewise/engine';
import { buildReportContent } from '../src/reports/report-content';
import { renderReportPdf } from '../src/reports/report-pdf';
import { median } from './median';

const examples = join(dirname(fileURLToPath(import.meta.url)), '../../../packages/engine/examples/projects');
const repetitions = Number(process.argv[2] ?? 7);

for (const file of readdirSync(examples).filter((f) => f.endsWith('.json'))) {
  const raw = JSON.parse(readFileSync(join(examples, file), 'utf8')) as { settings: { elements?: number } };
  raw.settings.elements = 100;
  const input = parseDesignInput(raw);
  const design = runDesign(raw as never);
  if (!input.ok || !design.ok) {
    console.log(`${file}: does not design, skipped`);
    continue;
  }
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < repetitions; i++) {
    const start = performance.now();
    const content = buildReportContent({
      project: {
        name: input.value.project.name,
        client: input.value.project.client ?? '',
        projectAddress: '',
        company: '',
        designer: 'Bench',
        revisionNumber: 0,
        unitSystem: 'imperial',
        latitude: null,
        longitude: null,
      },
      companyName: 'Bench Co',
      run: {
        id: '00000000-0000-4000-8000-000000000000',
        lane: 'fast',
        finishedAt: new Date(),
        result: design.result,
        input: input.value,
      },
      generatedBy: 'Bench',
      generatedAt: new Date(),
    });
    bytes = (await renderReportPdf(content, design.result)).length;
    times.push(performance.now() - start);
  }
  console.log(
    `${file}: ${design.result.piers.length} pier designs, ${(bytes / 1024).toFixed(0)} KiB; ` +
      `median ${median(times).toFixed(0)} ms of ${repetitions} (first ${times[0]!.toFixed(0)} ms)`,
  );
}
