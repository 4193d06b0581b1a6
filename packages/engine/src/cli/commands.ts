import { calibrateCommand } from './calibrate-command';
import type { Command } from './command';
import { designCommand } from './design-command';
import { lateralCommand } from './lateral-command';

/**
 * The subcommands of `pilewise`. Each lives in its own file (lateral-command.ts,
 * design-command.ts, calibrate-command.ts, ...) and is listed here once.
 */
export const COMMANDS: readonly Command[] = [lateralCommand, designCommand, calibrateCommand];
