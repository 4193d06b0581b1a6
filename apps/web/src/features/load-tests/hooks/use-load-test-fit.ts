import { useCallback, useState } from 'react';
import { runCalibration, type CalibrationResult } from '@pilewise/engine';

export type LoadTestFitState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; result: CalibrationResult }
  | { status: 'invalid'; errors: string[] };

/**
 * Fits the soil of the design input to its load tests in the browser, with the engine itself
 * (the same code the design runs on the server). Some seconds for a lateral test: it runs after
 * the spinner has painted.
 */
export function useLoadTestFit() {
  const [state, setState] = useState<LoadTestFitState>({ status: 'idle' });
  const run = useCallback((input: unknown) => {
    setState({ status: 'running' });
    setTimeout(() => {
      const r = runCalibration(input);
      setState(
        r.ok
          ? { status: 'done', result: r.result }
          : { status: 'invalid', errors: r.errors.map((e) => `${e.path}: ${e.message}`) },
      );
    }, 20);
  }, []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, run, reset };
}
