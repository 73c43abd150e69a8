import { fileURLToPath } from 'node:url';

/**
 * The frontends' unit tests (each frontend's jest.config.js): TypeScript and JSX compiled by SWC, as the backend's
 * are, to CommonJS, which every library the frontends use also ships; run in jsdom, a browser's document and window
 * without a browser. `rootDir` is the frontend's own `src`.
 */
export const frontendJestConfig = {
  rootDir: 'src',
  testEnvironment: 'jsdom',
  setupFiles: [fileURLToPath(new URL('./jest.setup.cjs', import.meta.url))],
  moduleNameMapper: {
    // The contracts are tested from their TypeScript source (their built `dist` is ESM, which Jest's CommonJS run
    // cannot require); their own relative imports carry the `.js` the compiled package needs.
    '^@parcelpilot/contracts$': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  // A limit, not a measure: typing into MUI fields in jsdom takes seconds on a busy two-core machine.
  testTimeout: 30000,
};
