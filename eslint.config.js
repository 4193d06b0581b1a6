// One lint setup for the whole repo. Boundaries (README "Layout"): the engine imports nothing
// of ours, contracts only the engine's public index, presentation contracts and the engine,
// the apps never each other; inside the web app shared -> features -> app; inside the server a
// domain never reaches another domain's repository.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];

const ENGINE_IMPORTS_NOTHING = { group: ['@pilewise/*'], message: 'The engine imports nothing of ours.' };
const CONTRACTS_SCHEMAS_ONLY = {
  group: ['@pilewise/presentation', '@pilewise/server', '@pilewise/web'],
  message: 'contracts hold schemas and enums: they import only the engine (README "Layout").',
};
const PRESENTATION_PURE = {
  group: ['@pilewise/server', '@pilewise/web', 'react', 'react-dom', '@mantine/*', 'node:*', 'fs', 'path'],
  message: 'presentation is pure functions shared by the screen and the PDF: no app, no React, no I/O.',
};
const SERVER_NEVER_WEB = {
  group: ['@pilewise/web', '**/apps/web/**'],
  message: 'The server never imports the web app.',
};
const WEB_NEVER_SERVER = {
  group: ['@pilewise/server', '**/apps/server/**'],
  message: 'The web app never imports the server.',
};
/**
 * Only a package's public index: its inner files may move without breaking the others. Besides
 * it, the engine's examples and the contracts' helpers for tests (@pilewise/contracts/testing).
 */
const NO_DEEP_PACKAGE_PATHS = {
  regex: '^@pilewise/(engine|contracts|presentation)/(?!examples/|testing$)',
  message: "Import the package's public index (@pilewise/<name>), not its inner files.",
};
const ownBarrel = (name) => ({
  regex: `^(@pilewise/${name}|(\\.\\./)*(\\.|\\.\\.)(/index)?|(\\.\\./)+index|\\./index)$`,
  message: `${name}'s own files import each other directly, never the package index (that makes a cycle).`,
});
const NO_OTHER_DOMAINS_REPOSITORY = {
  regex: '^(\\.\\./)+[^./][^/]*/([^/]+/)*[^/]+\\.repository(\\.ts)?$',
  message: "A domain calls another domain's service, never its repository (its row types may be imported).",
};

const WEB_SHARED_FOLDERS = ['components', 'config', 'lib', 'stores', 'styles', 'hooks', 'utils'];
const SHARED_IMPORTS_NO_FEATURE = {
  regex: '^(\\.\\./)+(features|app)(/|$)',
  message:
    'Shared code (components, lib, config, stores) imports no feature and no route: shared -> features -> app.',
};
/** Files 1 to 6 folders deep inside a feature. */
const FEATURE_DEPTHS = [1, 2, 3, 4, 5, 6];
/** From a file `depth` folders inside features/<name>/, `../` × depth is features/ itself. */
const featureIsolation = (depth) => [
  {
    regex: `^(\\.\\./){${depth}}(?!\\.\\.)[^/]+`,
    message:
      'A feature imports no other feature: move what both need to shared code (components/, lib/) or compose them in a route (app/).',
  },
  {
    regex: `^(\\.\\./){${depth + 1}}app(/|$)`,
    message: 'A feature imports no route: routes (app/) compose features, not the other way.',
  },
];

/** One `no-restricted-imports` block: later blocks replace earlier ones, so each lists all its patterns. */
const restrictImports = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    // Type-aware rules for the bugs types can see: forgotten promises, non-exhaustive switches.
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Packages: each imports only the ones below it (README "Layout"). An import cycle anywhere
  // fails tools/repo-shape/import-cycles.test.ts.
  restrictImports(['packages/engine/**/*.ts'], [ENGINE_IMPORTS_NOTHING]),
  restrictImports(['packages/contracts/**/*.ts'], [CONTRACTS_SCHEMAS_ONLY, NO_DEEP_PACKAGE_PATHS]),
  restrictImports(
    ['packages/contracts/src/**/*.ts'],
    [CONTRACTS_SCHEMAS_ONLY, NO_DEEP_PACKAGE_PATHS, ownBarrel('contracts')],
    TEST_FILES,
  ),
  restrictImports(['packages/presentation/**/*.ts'], [PRESENTATION_PURE, NO_DEEP_PACKAGE_PATHS]),
  restrictImports(
    ['packages/presentation/src/**/*.ts'],
    [PRESENTATION_PURE, NO_DEEP_PACKAGE_PATHS, ownBarrel('presentation')],
    TEST_FILES,
  ),
  restrictImports(['apps/server/**/*.ts'], [SERVER_NEVER_WEB, NO_DEEP_PACKAGE_PATHS]),
  // A domain calls another domain's service, never its repository (tests may seed through one).
  {
    files: ['apps/server/src/**/*.ts'],
    // shared/ holds the steps several domains take inside one transaction: it may write through them.
    ignores: [...TEST_FILES, '**/*.test-support.ts', 'apps/server/src/shared/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ ...NO_OTHER_DOMAINS_REPOSITORY, allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  restrictImports(['apps/web/**/*.{ts,tsx}'], [WEB_NEVER_SERVER, NO_DEEP_PACKAGE_PATHS]),
  // shared -> features -> app: shared code imports no feature and no route; a feature imports
  // no other feature and no route; routes (app/) compose features.
  restrictImports(
    WEB_SHARED_FOLDERS.map((folder) => `apps/web/src/${folder}/**/*.{ts,tsx}`),
    [WEB_NEVER_SERVER, NO_DEEP_PACKAGE_PATHS, SHARED_IMPORTS_NO_FEATURE],
  ),
  ...FEATURE_DEPTHS.map((depth) =>
    restrictImports(
      [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      [WEB_NEVER_SERVER, NO_DEEP_PACKAGE_PATHS, ...featureIsolation(depth)],
    ),
  ),
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // CommonJS scripts (bin/pilewise.cjs): require is how they import.
    files: ['**/*.cjs'],
    languageOptions: { globals: { require: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
