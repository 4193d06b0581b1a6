// The live preview's hook: the worker (one per panel, ended with it), the scheduler, the answer.
import { useEffect, useRef, useState } from 'react';
import type { PreviewAnswer, PreviewChoice } from './preview-compute';
import { PreviewScheduler } from './preview-scheduler';

type Req = { input: unknown; choice: Partial<PreviewChoice>; pierTypes: readonly string[] };
type Rep = { answer: PreviewAnswer; computeMs: number };

export function useLivePreview(
  input: unknown,
  pierTypes: readonly string[],
  choice: Partial<PreviewChoice>,
): { answer: PreviewAnswer | null; pending: boolean; answered: number; computeMs: number | null } {
  const [answer, setAnswer] = useState<PreviewAnswer | null>(null);
  // How many answers were shown: the page says when a new one is on screen (the benchmark reads it).
  const [answered, setAnswered] = useState(0);
  const [computeMs, setComputeMs] = useState<number | null>(null);
  const [pending, setPending] = useState(true);
  const scheduler = useRef<PreviewScheduler<Req, Rep> | null>(null);

  useEffect(() => {
    const worker = new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module' });
    const s = new PreviewScheduler<Req, Rep>(
      {
        post: (m) => worker.postMessage(m),
        onReply: (handler) => {
          worker.onmessage = (e: MessageEvent<Rep & { id: number }>) => handler(e.data);
        },
      },
      (reply) => {
        setAnswer(reply.answer);
        setAnswered((n) => n + 1);
        setComputeMs(reply.computeMs);
      },
      setPending,
    );
    scheduler.current = s;
    return () => {
      s.dispose();
      worker.terminate();
      scheduler.current = null;
    };
  }, []);

  const choiceKey = JSON.stringify(choice);
  const typesKey = pierTypes.join('|');
  useEffect(() => {
    scheduler.current?.request({
      input,
      choice: JSON.parse(choiceKey) as Partial<PreviewChoice>,
      pierTypes: typesKey ? typesKey.split('|') : [],
    });
  }, [input, choiceKey, typesKey]);

  return { answer, pending, answered, computeMs };
}
