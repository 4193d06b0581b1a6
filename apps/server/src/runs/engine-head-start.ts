// A run's design begun on the engine threads while its start's writes are still on their way
// (issue 12: a run's overhead). The writes (the run's row, its job taken, the activity entry, and
// their commit) are some 7 ms of the embedded database's WASM on the event loop, or a round trip
// to PostgreSQL, that a Fast Lane run of ~100 ms waited for before its first analysis. The design
// depends on the input alone, which is known before the writes: its answer is the same whenever
// it begins. A start that is refused or fails after the design began (an input the check refuses,
// two starts at once) aborts it, and nothing of it is kept.
import type { EngineProgress } from './engine-worker';
import type { EnginePool } from './engine-pool';
import type { RunAsJson } from './run-as-json';

export class EngineHeadStart {
  /** The design's answer; it rejects when the design is aborted or a thread fails. */
  readonly answer: Promise<RunAsJson>;
  #listener: ((progress: EngineProgress) => void) | null = null;
  /** The latest progress told before anyone listened: the run's first event shows it. */
  #unheard: EngineProgress | null = null;

  constructor(engine: EnginePool, input: unknown, signal: AbortSignal) {
    this.answer = engine.designAsJson(input, {
      signal,
      onProgress: (progress) => {
        if (this.#listener) this.#listener(progress);
        else this.#unheard = progress;
      },
    });
    // Awaited by the run once its start commits; a start that fails first never awaits it.
    this.answer.catch(() => {});
  }

  /** The run takes over the design: its progress from now (and the latest already told), its answer. */
  follow(onProgress: (progress: EngineProgress) => void): Promise<RunAsJson> {
    this.#listener = onProgress;
    if (this.#unheard) onProgress(this.#unheard);
    this.#unheard = null;
    return this.answer;
  }
}
