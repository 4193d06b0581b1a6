/**
 * One pier, one section, one embedment, one pile height: the calculation sheet of a single pile
 * (the stamping calculator) and the project editor's live preview. It is the design run narrowed
 * to one candidate, so every check, its working and the profiles are the very ones a design run
 * reports for that pile (the same parse, problem and candidate evaluation: nothing of its own).
 *
 * One difference from a run's pier, by design: the steel check's unbraced length rests on the depth
 * of fixity of the pile at the deepest embedment in range (fixity.ts); a sheet's range is its one
 * pile, so the depth is this pile's own.
 *
 * Not applied here: site load tests (the calibration fits the soil over every pier, which is the
 * run's work, not a sheet's); a warning says so when the input has them.
 */
import { findSection, resolveSection, sectionInputSchema } from '../sections';
import { parseDesignInput, type DesignInput, type DesignInputError } from './design-input';
import type { PierDesign } from './design-result';
import { buildDesignProblem } from './design-problem';
import type { KeptAnalyses } from './kept-analyses';
import { searchDesign, type DesignHooks } from './search';

export interface OnePierChoice {
  /** The pier type (load type) of the input's tracker loads, e.g. 'SAP'. */
  pierTypeId: string;
  /** A catalogue section ('W6x9') or one of `settings.userSections` by name. */
  section: string;
  embedment_m: number;
  /** Reveal above grade, m. */
  pileHeight_m: number;
}

export type OnePierRun =
  | {
      ok: true;
      pier: PierDesign;
      /** The input as designed: parsed, narrowed to the one section, embedment and pile height. */
      input: DesignInput;
      warnings: string[];
      analyses: number;
    }
  | { ok: false; errors: DesignInputError[] };

const key = (s: string) => s.replace(/\s+/g, '').toUpperCase();

/** The family a section name belongs to: a user section's own, else the catalogue's; null if unknown. */
function familyOf(raw: unknown, section: string): string | null {
  const user = (raw as { settings?: { userSections?: unknown } } | null)?.settings?.userSections;
  if (Array.isArray(user)) {
    for (const u of user) {
      // Not parsed yet: a malformed entry is the input check's to report, not ours.
      const parsed = sectionInputSchema.safeParse(u);
      if (!parsed.success) continue;
      const r = resolveSection(parsed.data);
      if (r.ok && key(r.section.name) === key(section)) return r.section.family;
    }
  }
  const cat = findSection(section);
  return cat.ok ? cat.section.family : null;
}

/**
 * Designs `choice` with the rest of `raw` (a design input, as runDesign takes it): the section
 * range and the embedment range shrink to the chosen ones and the pile heights to the chosen one.
 * Errors name the field as the design input's check does (`soil.layers[0].phiDeg`), and `section`,
 * `embedment_m`, `pileHeight_m`, `pierTypeId` for the choice itself.
 *
 * `kept` (the live preview, which designs the pile again at every keystroke): the analyses of the
 * last call reused where their pile and loads are unchanged; the same result, sooner
 * (kept-analyses.ts).
 */
export function designOnePier(
  raw: unknown,
  choice: OnePierChoice,
  hooks: DesignHooks = {},
  kept: KeptAnalyses | null = null,
): OnePierRun {
  const errors: DesignInputError[] = [];
  if (!(Number.isFinite(choice.embedment_m) && choice.embedment_m > 0))
    errors.push({ path: 'embedment_m', message: 'must be > 0' });
  if (!(Number.isFinite(choice.pileHeight_m) && choice.pileHeight_m > 0))
    errors.push({ path: 'pileHeight_m', message: 'must be > 0' });
  const family = choice.section.trim() === '' ? null : familyOf(raw, choice.section);
  if (family === null)
    errors.push({
      path: 'section',
      message:
        choice.section.trim() === ''
          ? 'choose a section'
          : `${choice.section} is neither a catalogue section nor one of the input's own sections`,
    });
  if (typeof raw !== 'object' || raw === null) errors.push({ path: '(input)', message: 'must be an object' });
  if (errors.length > 0) return { ok: false, errors };

  const input = raw as { settings?: Record<string, unknown> };
  const narrowed = {
    ...input,
    settings: {
      ...input.settings,
      sectionFamily: family,
      minSection: choice.section,
      maxSection: choice.section,
      minEmbed_m: choice.embedment_m,
      maxEmbed_m: choice.embedment_m,
      embedIncrement_m: choice.embedment_m,
    },
    pileHeights_m: [choice.pileHeight_m],
    // The sheet is one pile of the soil as given: see the note at the top.
    loadTests: undefined,
  };
  const parsed = parseDesignInput(narrowed);
  if (!parsed.ok) return parsed;
  const problem = buildDesignProblem(parsed.value);
  if (!problem.ok) return problem;
  const piers = problem.problem.piers.filter((p) => p.pierTypeId === choice.pierTypeId);
  if (piers.length === 0) {
    const known = [...new Set(problem.problem.piers.map((p) => p.pierTypeId))];
    return {
      ok: false,
      errors: [
        {
          path: 'pierTypeId',
          message: known.length
            ? `no loads for pier type '${choice.pierTypeId}' (the loads give ${known.join(', ')})`
            : 'the pile head loads give no pier type: enter the loads first',
        },
      ],
    };
  }
  // Cold, with `kept` or without: every analysis solved from the secant first guess, so a kept
  // analysis is the one this run would solve (kept-analyses.ts) and the sheet's numbers are a
  // cold design run's (seeding: false), whatever its pile solved first.
  const result = searchDesign(
    { ...problem.problem, piers: piers.slice(0, 1) },
    { ...hooks, seeding: false },
    kept,
  );
  const pier = result.piers[0];
  if (!pier) return { ok: false, errors: [{ path: '(input)', message: 'cancelled' }] };
  const hasLoadTests = (raw as { loadTests?: unknown }).loadTests != null;
  const warnings = [
    ...parsed.warnings,
    ...result.warnings.filter((w) => !parsed.warnings.includes(w)),
    ...(hasLoadTests
      ? ['site load tests are not applied to a single pile: the design run applies them']
      : []),
  ];
  return { ok: true, pier, input: parsed.value, warnings, analyses: result.analyses };
}
