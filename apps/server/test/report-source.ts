// A report's source as report-content.ts takes it, for tests: the project's facts, the company,
// who generated it and when (fixed), around a run the test gives.
import type { UnitSystem } from '@pilewise/contracts';
import type { ReportSource } from '../src/reports/report-content';

export function reportSource(run: ReportSource['run'], unitSystem: UnitSystem): ReportSource {
  return {
    project: {
      name: 'Mesa Verde Solar',
      client: 'Sunny Farms',
      projectAddress: '',
      company: '',
      designer: 'B. Engineer',
      revisionNumber: 2,
      unitSystem,
      latitude: null,
      longitude: null,
    },
    companyName: 'Acme Solar',
    run,
    generatedBy: 'Ada Admin',
    generatedAt: new Date('2025-03-02T08:30:00Z'),
  };
}
