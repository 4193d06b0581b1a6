import { describe, expect, it } from 'vitest';
import type { DesignResult } from './design';
import { designIssues } from './reviews';

// What the review guard lists: the piers without a solution in the project's own units (an
// imperial project read "SAP at 1.37 m" beside feet everywhere else), and each "engineer to
// confirm" once.
const result = {
  piers: [
    { pierTypeId: 'SAP', pileHeight_m: 1.3716, status: 'no-solution', warnings: [] },
    { pierTypeId: 'SMP', pileHeight_m: 1.3716, status: 'pass', warnings: ['engineer to confirm: n = 0.8'] },
    { pierTypeId: 'HAP', pileHeight_m: 1.524, status: 'no-solution', warnings: [] },
  ],
  warnings: ['engineer to confirm: n = 0.8'],
  constants: [],
} as unknown as DesignResult;

describe('designIssues', () => {
  it('names the piers without a solution at their pile heights in the project units', () => {
    // 1.3716 m = 4.5 ft, 1.524 m = 5.0 ft (× 1/0.3048)
    expect(designIssues(result, 'imperial')).toEqual([
      'No solution for 2 pier designs: SAP at 4.5 ft, HAP at 5.0 ft',
      'engineer to confirm: n = 0.8',
    ]);
    expect(designIssues(result, 'metric')[0]).toBe(
      'No solution for 2 pier designs: SAP at 1.37 m, HAP at 1.52 m',
    );
  });
});
