import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // A PGlite instance costs ~1 GB: keep few files running at once on a 2-core machine.
    maxWorkers: 2,
    // Files of a worker share one module graph, so test/helper.ts keeps ONE migrated PGlite
    // template per worker process and clones it per test file (0.5 s instead of 2-3 s and 1 GB).
    isolate: false,
    // Its own worker settings, so it runs as its own group when the root runs every project.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
