import { defineConfig } from 'vitest/config';

// One test command for every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/engine',
      'packages/contracts',
      'packages/presentation',
      'apps/server',
      'apps/web',
      'tools/repo-shape',
    ],
  },
});
