import { sharedDependencies } from '@parcelpilot/build-config/federation.shared.js';
import { remoteConfig } from '@parcelpilot/build-config/rspack.common.js';
import { PUBLIC_REMOTE } from '@parcelpilot/contracts';
import pkg from './package.json' with { type: 'json' };

/** @type {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration} */
export default (_env, argv) =>
  remoteConfig({
    name: PUBLIC_REMOTE,
    dir: new URL('./', import.meta.url),
    production: argv.mode !== 'development',
    shared: sharedDependencies(pkg.dependencies),
    css: true,
  });
