import type { CommandEntry } from './command';

/**
 * The subcommands of `pilewise`. Each lives in its own file (lateral-command.ts,
 * design-command.ts, calibrate-command.ts, ...), loaded when it runs, and is listed here once.
 * Loaded lazily (issue 12): evaluating the design and calibration schemas took about 5 ms of a
 * `pilewise lateral` call's ~35 ms beyond Node's own start.
 */
export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'lateral',
    summary: 'one lateral analysis of a pile from a JSON case file',
    load: async () => (await import('./lateral-command')).lateralCommand,
  },
  {
    name: 'design',
    summary: 'design every pier type of a project (lightest section, shortest embedment)',
    load: async () => (await import('./design-command')).designCommand,
  },
  {
    name: 'calibrate',
    summary: 'fit the p-multiplier and skin friction to site load tests',
    load: async () => (await import('./calibrate-command')).calibrateCommand,
  },
];
