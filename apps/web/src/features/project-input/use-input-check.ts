// The engine's own check of the input being edited (the same parseDesignInput and
// buildDesignProblem the server runs before a design, apps/server runs/design-input-check.ts), so
// every field shows the problem the run would refuse it for, and "Ready to run" means the run
// starts. The forms hold no rule of their own.
import { useDeferredValue, useMemo } from 'react';
import type { UnitSystem } from '@pilewise/contracts';
import { buildDesignProblem, parseDesignInput, type DesignInputError } from '@pilewise/engine';
import { lengthsInUnits } from '@pilewise/presentation';

export type InputCheck = {
  errors: DesignInputError[];
  warnings: string[];
  /** The problem of one field, by its engine path ('soil.layers[2].phiDeg'). */
  errorAt: (path: string) => string | undefined;
  /** The problems under a path prefix ('soil', 'vertical.table'). */
  errorsUnder: (prefix: string) => DesignInputError[];
  /** True while these are the check of an earlier input (the latest not checked yet). */
  pending: boolean;
};

/** The check of `input`, its messages' lengths in the project's unit (the engine writes metres). */
export function checkInput(input: unknown, system: UnitSystem): InputCheck {
  const r = parseDesignInput(input);
  // what only the problem's set-up sees (no section in the range, tracker data that does not
  // fit, loads beyond a double's range): a few ms for the examples
  const problem = r.ok ? buildDesignProblem(r.value) : null;
  const found = !r.ok ? r.errors : problem && !problem.ok ? problem.errors : [];
  const errors = found.map((e) => ({ ...e, message: lengthsInUnits(e.message, system) }));
  const byPath = new Map<string, string>();
  for (const e of errors) if (!byPath.has(e.path)) byPath.set(e.path, e.message);
  return {
    errors,
    pending: false,
    warnings: r.ok ? r.warnings.map((w) => lengthsInUnits(w, system)) : [],
    errorAt: (path) => byPath.get(path),
    errorsUnder: (prefix) =>
      errors.filter(
        (e) => e.path === prefix || e.path.startsWith(`${prefix}.`) || e.path.startsWith(`${prefix}[`),
      ),
  };
}

export function useInputCheck(input: unknown, system: UnitSystem): InputCheck {
  // Typing stays fast: the check follows the latest input when React has time for it.
  const deferred = useDeferredValue(input);
  const check = useMemo(() => checkInput(deferred, system), [deferred, system]);
  const pending = deferred !== input;
  return useMemo(() => (pending ? { ...check, pending } : check), [check, pending]);
}
