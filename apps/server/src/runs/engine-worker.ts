// The worker thread of a design run, or of one part of it (a piscina task): the engine is synchronous and takes
// seconds to minutes, so it runs here, off the server's event loop. Progress goes back over the
// MessagePort the task brings; a cancel terminates this thread (piscina's abort).
import type { MessagePort } from 'node:worker_threads';
import {
  designOnePier,
  runDesignPart,
  type DesignRun,
  type OnePierChoice,
  type OnePierRun,
} from '@pilewise/engine';

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

/** The engine calls onProgress after every candidate (hundreds a second): pass on a few. */
const POST_EVERY_MS = 100;

export default function designTask({ input, partIndex, partCount, port }: EngineTask): DesignRun {
  let last = 0;
  try {
    return runDesignPart(input, partIndex, partCount, {
      onProgress: (fraction, message) => {
        const now = Date.now();
        if (now - last < POST_EVERY_MS) return;
        last = now;
        port.postMessage({ fraction, message } satisfies EngineProgress);
      },
    });
  } finally {
    port.close();
  }
}

/** The stamping calculator's one pile (the engine's designOnePier), a task by this name. */
export interface OnePierTask {
  input: unknown;
  choice: OnePierChoice;
}

export function designOnePierTask({ input, choice }: OnePierTask): OnePierRun {
  return designOnePier(input, choice);
}

/** Answers at once: the stamping calculator's thread is up (one-pier-threads.ts warm()). */
export function pingTask(): true {
  return true;
}
