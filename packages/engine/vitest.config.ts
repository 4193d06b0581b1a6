import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Tests that design whole sites take a second or two alone and several times that on a busy
    // two-core CI machine (one took 7 s past vitest's 5 s). A timeout is no speed check: speed is
    // measured by `npm run bench`.
    testTimeout: 30_000,
  },
});
