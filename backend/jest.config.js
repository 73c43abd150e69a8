// Backend tests run as native ESM (NestJS 12 is ESM-only), compiled by SWC with decorator metadata.
export default {
  rootDir: 'src',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
          keepClassNames: true,
          // `import … with { type: 'json' }` as written (the seed data): without it SWC drops the attribute and Jest warns.
          experimental: { keepImportAttributes: true },
        },
        module: { type: 'es6' },
      },
    ],
  },
  testMatch: ['**/*.spec.ts'],
  testTimeout: 30000,
  // A worker's heap grows with every test file it runs (each file's ESM modules stay reachable): to 1.8-2.2 GB by the
  // end, where every full GC takes long. Past 512 MB after a file, the worker is replaced by a fresh one. 2026-11-28,
  // 2 cores, 95 files, two pairs of runs in either order: 256 and 242 s (439 and 411 CPU-s) without, 200 and 204 s
  // (331 and 340 CPU-s) with, the heap at most 610 MB, and no more "A worker process has failed to exit gracefully".
  workerIdleMemoryLimit: '512MB',
  // One migrated, seeded database per run that each test database copies (TEST_DATABASE_URL only).
  globalSetup: '<rootDir>/../jest.global-setup.js',
  globalTeardown: '<rootDir>/../jest.global-teardown.js',
};
