// The stamping calculator's state is a design input (so the project editor's soil, corrosion,
// vertical and pile head load forms edit it as they edit a project's) whose section, embedment and
// pile height are the one pile: Min = Max Section, Min = Max Embed, one pile height. The body of
// the calls is read from it.
import { STAMP_SHEET_PIER_TYPE, type StampSheetBody, type UnitSystem } from '@pilewise/contracts';

type Raw = Record<string, unknown> & {
  settings?: Record<string, unknown>;
  pileHeights_m?: unknown;
  tracker?: { mode?: unknown; generic?: { rows?: unknown } };
};

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The sheet's section, embedment and pile height as the input holds them. */
export function sheetChoice(input: unknown) {
  const raw = (input ?? {}) as Raw;
  const heights = Array.isArray(raw.pileHeights_m) ? raw.pileHeights_m : [];
  return {
    section: typeof raw.settings?.minSection === 'string' ? raw.settings.minSection : '',
    embedment_m: num(raw.settings?.minEmbed_m),
    pileHeight_m: num(heights[0]),
  };
}

/** The input with its ranges shrunk to the one pile (what the engine's check then sees). */
export function onePile(input: unknown): Raw {
  const raw = (input ?? {}) as Raw;
  const c = sheetChoice(raw);
  return {
    ...raw,
    settings: {
      ...raw.settings,
      maxSection: c.section,
      maxEmbed_m: c.embedment_m,
      embedIncrement_m: c.embedment_m,
    },
  };
}

/** The pier type of the loads (the first Generic row's), or the sheet's default. */
export function sheetPierType(input: unknown): string {
  const rows = (input as Raw | null)?.tracker?.generic?.rows;
  const first = Array.isArray(rows) ? (rows[0] as { loadType?: unknown } | undefined) : undefined;
  return typeof first?.loadType === 'string' && first.loadType ? first.loadType : STAMP_SHEET_PIER_TYPE;
}

/** The calls' body; the server names any field still missing. */
export function sheetBody(input: unknown, title: string): StampSheetBody {
  const c = sheetChoice(input);
  return {
    input: onePile(input),
    pierTypeId: sheetPierType(input),
    section: c.section,
    embedment_m: c.embedment_m ?? Number.NaN,
    pileHeight_m: c.pileHeight_m ?? Number.NaN,
    title,
  };
}

/**
 * An example sheet: the engine's Generic example project cut to its SAP pier (one pile height, W6x12
 * at 3 m): every table filled, to see the calculator work or to start from.
 */
export function exampleSheet(example: Raw): Raw {
  const rows = (example.tracker?.generic?.rows as { loadType: string }[] | undefined) ?? [];
  const seismic = example.seismic as { tracker?: { customRows?: { seismicPier: string }[] } } | undefined;
  return onePile({
    ...example,
    project: { ...(example.project as object), name: 'Stamping calculator' },
    settings: { ...example.settings, minSection: 'W6x12', minEmbed_m: 3 },
    pileHeights_m: [1.37],
    // The seismic rows of the other piers would name pier types without loads.
    ...(seismic?.tracker
      ? {
          seismic: {
            ...seismic,
            tracker: {
              ...seismic.tracker,
              customRows: (seismic.tracker.customRows ?? []).filter((r) => r.seismicPier === 'SAP'),
            },
          },
        }
      : {}),
    tracker: {
      ...example.tracker,
      generic: { ...example.tracker?.generic, rows: rows.filter((r) => r.loadType === 'SAP') },
    },
  });
}

/** A blank sheet: settings as a project starts, empty soil and loads to fill. */
export function blankSheet(system: UnitSystem): Raw {
  const ft = 0.3048;
  const embed = system === 'imperial' ? 10 * ft : 3;
  const height = system === 'imperial' ? 4.5 * ft : 1.4;
  return onePile({
    schemaVersion: 1,
    project: { name: 'Stamping calculator', designCode: 'ASCE 7-16', unitSystem: system },
    settings: {
      sectionFamily: 'W6',
      minSection: 'W6x12',
      yieldStrength_ksi: 50,
      stressLimit: 1,
      deflectionLimits: { strong: {}, weak: {} },
      fixityDepth_m: null,
      minEmbed_m: embed,
      elements: 100,
      headCondition: 'free',
    },
    pileHeights_m: [height],
    soil: { layers: [], waterTableDepth_m: null, pFactor: 1, lateralNeglectDepth_m: 0 },
    tracker: { mode: 2, generic: { loadHeight_m: height, rows: [], reversibleCases: [] } },
    loadCombinations: { loadsNotActing: true },
  });
}
