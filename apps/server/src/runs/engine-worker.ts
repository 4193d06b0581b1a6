// The worker thread of a design run, or of one part of it (a piscina task): the engine is synchronous and takes
// seconds to minutes, so it runs here, off the server's event loop. Progress goes back over the
// MessagePort the task brings; a cancel terminates this thread (piscina's abort).
import type { MessagePort } from 'node:worker_threads';
import {
  designOnePier,
  runDesignPart,
  type DesignInputError,
  type DesignResult,
  type DesignRun,
  type OnePierChoice,
  type OnePierRun,
} from '@pilewise/engine';
import warmUpProject from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { checkDesignInput } from './design-input-check';

export interface EngineTask {
  input: unknown;
  /** This task designs part partIndex of partCount of the run (the engine's runDesignPart). */
  partIndex: number;
  partCount: number;
  /** Receives EngineProgress messages; closed when the run ends. */
  port: MessagePort;
}

export interface EngineProgress {
  /** This part's share of the whole run done (the parts' latest fractions add up to the run's). */
  fraction: number;
  message: string;
}

/** The engine tries hundreds of candidates a second: a line every this many ms is passed on (and made). */
const POST_EVERY_MS = 100;

export default function designTask({ input, partIndex, partCount, port }: EngineTask): DesignRun {
  try {
    return runDesignPart(input, partIndex, partCount, {
      progressEvery_ms: POST_EVERY_MS,
      onProgress: (fraction, message) => port.postMessage({ fraction, message } satisfies EngineProgress),
    });
  } finally {
    port.close();
  }
}

/**
 * Where a part's piers stand in `PartAsJson.resultWithoutPiers`: a string no engine result holds
 * (NUL characters), put in the piers' place so that the key keeps its position in the JSON.
 */
export const PIERS_SLOT = '\u0000piers\u0000';

/**
 * One part of a run as a design run stores it: a refusal as the engine gave it; a design as its
 * piers' JSON in UTF-8 bytes (the bulk: some 390 kB for the generic example), serialised and
 * encoded here, beside the rest of the result (a few fields) and what the run's message counts.
 * The main thread then neither copies the piers as objects (structured clone) nor serialises nor
 * encodes them (issue 12: all on the server's event loop, after the engine); bytes, not a
 * string, as the text has characters beyond Latin-1 (≤, °): a two-byte string that was slower to
 * join and encode there than the objects were to clone.
 */
export type PartAsJson =
  | { ok: false; errors: DesignInputError[] }
  | {
      ok: true;
      warnings: string[];
      /** The result with PIERS_SLOT for its piers (JSON.stringify's key order kept). */
      resultWithoutPiers: Omit<DesignResult, 'piers'> & { piers: typeof PIERS_SLOT };
      /** JSON.stringify(piers) in UTF-8. */
      piersUtf8: Uint8Array;
      pierCount: number;
      /** Piers with no passing pile (status 'no-solution'). */
      unsolvedCount: number;
    };

/** designTask's part, answered as JSON text (PartAsJson): a task by this name. */
export function designPartAsJsonTask(task: EngineTask): PartAsJson {
  return partAsJson(designTask(task));
}

/** A part as the engine answered it, as PartAsJson. */
export function partAsJson(run: DesignRun): PartAsJson {
  if (!run.ok) return run;
  const { piers } = run.result;
  return {
    ok: true,
    warnings: run.warnings,
    resultWithoutPiers: { ...run.result, piers: PIERS_SLOT },
    piersUtf8: Buffer.from(JSON.stringify(piers), 'utf8'),
    pierCount: piers.length,
    unsolvedCount: piers.filter((p) => p.status === 'no-solution').length,
  };
}

/** The stamping calculator's one pile (the engine's designOnePier), a task by this name. */
export interface OnePierTask {
  input: unknown;
  choice: OnePierChoice;
}

export function designOnePierTask({ input, choice }: OnePierTask): OnePierRun {
  return designOnePier(input, choice);
}

/** A design input's check before its run is queued (design-input-check.ts), a task by this name. */
export function checkDesignInputTask({ input }: { input: unknown }): DesignInputError[] {
  return checkDesignInput(input);
}

/** Answers at once: the stamping calculator's thread is up (one-pier-threads.ts warm()). */
export function pingTask(): true {
  return true;
}

/**
 * The design a thread makes to warm up (EnginePool.warm), dropped: the generic example's first
 * pier type at its first pile height, at the Fast Lane's mesh (one pier, ~0.3 s of CPU). A
 * thread's first design cost ~0.6 s more than its next ones: V8 compiling the engine's hot paths
 * as they run, not the amount of work. The first run after a start (generic example, Fast Lane,
 * 2 threads, through the server, three starts each): none 1,242–1,552 ms, this warm-up 980–1,435
 * (median 988 against 1,323). Half the example (8 piers, ~1 s) made it 674–836, but its threads
 * kept some 50 MB more when idle (server.mjs 198–207 MB on PostgreSQL, over issue 12's 200 MB;
 * this one 183–187 MB).
 */
function warmUpInput(): unknown {
  const p = warmUpProject;
  const first = p.tracker.generic.rows[0]!.loadType;
  return {
    ...p,
    settings: { ...p.settings, elements: 100 },
    pileHeights_m: p.pileHeights_m.slice(0, 1),
    tracker: {
      ...p.tracker,
      generic: { ...p.tracker.generic, rows: p.tracker.generic.rows.filter((r) => r.loadType === first) },
    },
    seismic: {
      ...p.seismic,
      tracker: {
        ...p.seismic.tracker,
        customRows: p.seismic.tracker.customRows.filter((r) => r.seismicPier === first),
      },
    },
  };
}

/** Designs warmUpInput and drops it; answers the piers designed (1; 0 if the engine refused it). */
export function warmUpTask(): number {
  const run = runDesignPart(warmUpInput(), 0, 1);
  return run.ok ? run.result.piers.length : 0;
}
