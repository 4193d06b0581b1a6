import { defineProject } from 'vitest/config';

// Tests of the repository's own shape (import cycles): they read the sources, run nothing of them.
export default defineProject({
  test: { name: 'repo-shape', include: ['*.test.ts'], environment: 'node' },
});
