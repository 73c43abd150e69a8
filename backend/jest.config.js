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
  // One migrated, seeded database per run that each test database copies (TEST_DATABASE_URL only).
  globalSetup: '<rootDir>/../jest.global-setup.js',
  globalTeardown: '<rootDir>/../jest.global-teardown.js',
};
