import { sharedDependencies } from '../frontend-shell/federation.shared.js';
import { remoteConfig } from '../frontend-shell/rspack.common.js';
import pkg from './package.json' with { type: 'json' };

/** @type {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration} */
export default (_env, argv) =>
  remoteConfig({
    name: 'public_app',
    dir: new URL('./', import.meta.url),
    production: argv.mode !== 'development',
    shared: sharedDependencies(pkg.dependencies),
    css: true,
  });
