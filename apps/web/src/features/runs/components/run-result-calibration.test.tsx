import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DesignResult } from '@pilewise/contracts';
import { renderWithProviders } from '../../../testing/render';
import { makeSucceededRun } from '../../../testing/runs';
import { RunResultView } from './run-result-view';

vi.mock('./profile-charts', () => ({ default: () => <div role="img" aria-label="Charts" /> }));

const calibration: NonNullable<DesignResult['calibration']> = {
  pMultiplier: 0.6,
  skinFrictionUpFactor: null,
  skinFrictionDownFactor: null,
  capacityBasis: { lateral: 'load-tests', compression: 'static-analysis', uplift: 'static-analysis' },
  tests: [],
  notes: [],
  method: 'm',
  used: true,
  applied: ["lateral: every layer's p-multipliers × 0.600 (P-factor 1 → 0.600), from LT-1, RMS misfit 0.4 %"],
};

describe('result of a run designed with load tests', () => {
  it('says the soil was calibrated and what the design took', () => {
    const run = makeSucceededRun();
    renderWithProviders(
      <RunResultView run={{ ...run, result: { ...run.result, calibration } }} unitSystem="imperial" />,
    );
    expect(screen.getByText('Soil calibrated on site load tests')).toBeInTheDocument();
    expect(screen.getByText(/p-multipliers × 0\.600 .* from LT-1, RMS misfit 0\.4 %/)).toBeInTheDocument();
  });

  it('without load tests there is no such note', () => {
    renderWithProviders(<RunResultView run={makeSucceededRun()} unitSystem="imperial" />);
    expect(screen.queryByText('Soil calibrated on site load tests')).not.toBeInTheDocument();
  });
});
