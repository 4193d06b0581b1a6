import { defineProject } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

// The web benchmarks: React in jsdom, as the unit tests run it (slower than a browser, so a
// figure here is an upper bound). Run: npx vitest run --config apps/web/bench/vitest.config.ts
export default defineProject({
  plugins: [react()],
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'web-bench',
    environment: 'jsdom',
    include: ['bench/**/*.bench.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    testTimeout: 300_000,
  },
});
