#!/usr/bin/env node
// The engine is plain TypeScript; tsx loads it without a build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
