// The parent's side of the bench's run client (run-client.ts): a process of its own, as a browser
// is, that the run-latency and first-runs benches command over IPC.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ClientCommand } from './run-client';

/** The client process (run-client.ts), answering one command at a time. */
export function startClient(): { ask<T>(command: ClientCommand): Promise<T>; close(): Promise<void> } {
  const child = fork(fileURLToPath(new URL('./run-client.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    // A client that dies fails the command it was answering, rather than leaving the bench waiting.
    ask: <T>(command: ClientCommand) =>
      new Promise<T>((resolve, reject) => {
        const died = (code: number | null) => reject(new Error(`the bench client exited (${code})`));
        child.once('exit', died);
        child.once('message', (m: { ok: boolean; value?: T; error?: string }) => {
          child.off('exit', died);
          if (m.ok) resolve(m.value as T);
          else reject(new Error(m.error));
        });
        child.send(command);
      }),
    close: async () => {
      if (child.connected) child.send({ cmd: 'close' } satisfies ClientCommand);
      const timer = setTimeout(() => child.kill(), 2000);
      await exited;
      clearTimeout(timer);
    },
  };
}
