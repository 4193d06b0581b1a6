/// <reference lib="webworker" />
// The live preview's thread: the engine runs here, never on the page's thread, so typing stays
// fluid whatever the analysis costs. One request at a time; the page drops stale answers. The
// worker lives as long as the panel, and keeps the last answer's analyses for the next keystroke.
import { KeptAnalyses } from '@pilewise/engine';
import { computePreview, type PreviewReply, type PreviewRequest } from './preview-compute';

type Message = PreviewRequest & { pierTypes: string[] };

const kept = new KeptAnalyses();

self.onmessage = (event: MessageEvent<Message>) => {
  const { id, input, choice, pierTypes } = event.data;
  const start = performance.now();
  const answer = computePreview(input, pierTypes, choice, kept);
  const reply: PreviewReply = { id, answer, computeMs: performance.now() - start };
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply);
};
