// The worker thread of a design run (a piscina task): the engine is synchronous and takes
// seconds to minutes, so it runs here, off the server's event loop. Progress goes back over the
// MessagePort the task brings; a cancel terminates this thread (piscina's abort).
import type { MessagePort } from 'node:worker_threads';
import { runDesign, type DesignRun } from '@pilewise/engine';

export interface EngineTask {
  input: unknown;
  /** Receives EngineProgress messages; closed when the run ends. */
  port: MessagePort;
}

export interface EngineProgress {
  fraction: number;
  message: string;
}

/** The engine calls onProgress after every candidate (hundreds a second): pass on a few. */
const POST_EVERY_MS = 100;

export default function designTask({ input, port }: EngineTask): DesignRun {
  let last = 0;
  try {
    return runDesign(input, {
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
