// A read held on its way: the next fetch waits until the test answers it, so a test can set what
// a save's or a start's answer brings meanwhile (the races of stale reads, lib/project-query.ts
// and features/runs/api/runs-api.ts).
import { expect, vi } from 'vitest';

/** Holds every fetch; `sent()` waits for the first to be sent, `answer(body)` answers it with JSON. */
export function holdFetch() {
  let answer: ((res: Response) => void) | undefined;
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    () => new Promise<Response>((resolve) => (answer = resolve)),
  );
  return {
    sent: () => vi.waitFor(() => expect(answer).toBeTypeOf('function')),
    answer: (body: unknown) => answer!(Response.json(body)),
  };
}
