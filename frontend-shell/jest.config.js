// Unit tests of the shell: TypeScript and JSX compiled by SWC (as the backend's are) to CommonJS, which every library
// the frontends use also ships, in jsdom, the browser's document and window without a browser.
export default {
  rootDir: 'src',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../jest.setup.cjs'],
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
};
