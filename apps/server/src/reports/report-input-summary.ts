// The design input of the run as the report's "Design input" section: the same blocks as the web's
// Design input tab (@pilewise/presentation input-summary), so the PDF and the screen cannot drift.
import { summarizeDesignInput } from '@pilewise/presentation';
import type { DesignInput, ReportBlock, UnitSystem } from '@pilewise/contracts';

/**
 * The blocks of the report's design input section, in the project's unit system; `projectName`,
 * the project's own, as on the cover (the input's own name otherwise).
 */
export function designInputBlocks(
  input: DesignInput,
  system: UnitSystem,
  projectName?: string,
): ReportBlock[] {
  return summarizeDesignInput(input, system, projectName).blocks;
}
