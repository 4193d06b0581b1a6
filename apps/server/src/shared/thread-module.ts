// Where a worker thread's module is, and how a thread loads it. The server runs TypeScript without
// a build under tsx and vitest, and a thread does not inherit the way its parent loads modules
// (under vitest the parent's TypeScript comes through vite, which threads never see): there every
// thread is started with tsx's loader itself (`--import <tsx>`). Bundled by
// scripts/build-server.mjs (npm start), the calling module sits in apps/server/dist beside the
// thread's compiled entry (<name>.mjs), which a thread loads as plain JavaScript.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * The thread module `name` (a file beside the caller, without its extension: 'engine-worker'),
 * as piscina takes it (filename, execArgv); `callerUrl` is the caller's import.meta.url.
 */
export function threadModule(callerUrl: string, name: string): { filename: string; execArgv: string[] } {
  const bundled = callerUrl.endsWith('.mjs');
  return {
    filename: new URL(`./${name}.${bundled ? 'mjs' : 'ts'}`, callerUrl).href,
    execArgv: bundled ? [] : ['--import', pathToFileURL(createRequire(callerUrl).resolve('tsx')).href],
  };
}
