import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A relative import that climbs out to the repository root and into another package's `src`
 * (`../../frontend-shell/src/...`, `../../../backend/src/...`). The backend's test servers (`*.test-support.ts`: the
 * loopback carriers and mail server) are the exception: e2e and reliability run them on purpose, as shared test
 * infrastructure, and no built package carries them. Checked by scripts/eslint-boundaries.test.mjs.
 */
const PACKAGE_SOURCE_BY_PATH = {
  regex: String.raw`^(\.\./)+(backend|frontend-[a-z]+|packages/[a-z-]+|e2e|reliability)/src/(?!.*\.test-support(\.js)?$)`,
  message: "Import another package by its package name (e.g. '@parcelpilot/contracts'), not its source by path.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/api-client/src/schema.d.ts',
      'backend/src/database/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    rules: {
      // A package uses another through its package name (@parcelpilot/contracts, @parcelpilot/languages...), never by
      // reaching into its source: what crosses a boundary is declared once, in the package that owns it.
      'no-restricted-imports': ['error', { patterns: [PACKAGE_SOURCE_BY_PATH] }],
    },
  },
  {
    files: ['backend/**/*.ts'],
    rules: {
      // Nest injects by the runtime class reference that decorator metadata records, so those imports must stay values.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/config/**', 'backend/src/bootstrap.ts', 'backend/src/testing/**'],
    rules: {
      // Configuration is parsed once at boot (docs/style.md §5); everything else receives AppConfig.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through AppConfig (APP_CONFIG).' },
      ],
    },
  },
  {
    // Response bodies in tests are untyped JSON that the assertions check.
    files: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // Playwright fixtures without dependencies are declared with an empty pattern, as its docs do.
    files: ['e2e/support/fixtures.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['frontend-*/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
