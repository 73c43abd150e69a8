import { sharedDependencies } from '@parcelpilot/build-config/federation.shared.js';
import { remoteConfig } from '@parcelpilot/build-config/rspack.common.js';
import { ADMIN_REMOTE } from '@parcelpilot/contracts';
import pkg from './package.json' with { type: 'json' };

/**
 * MUI and emotion must run as one instance wherever they are used. Only the admin uses them, so only the admin declares
 * them: the shell has no MUI code and would build and register them for nothing. Because the admin is their only
 * consumer, its shared MUI can be tree-shaken to what the admin itself uses (130 KB gzip less); should another frontend
 * ever share MUI, it needs an explicit export list like `routerExports` in @parcelpilot/build-config/federation.shared.js.
 */
const muiShared = {
  '@mui/material': {
    singleton: true,
    requiredVersion: pkg.dependencies['@mui/material'],
    treeShaking: { mode: 'runtime-infer' },
  },
  '@emotion/react': { singleton: true, requiredVersion: pkg.dependencies['@emotion/react'] },
  '@emotion/styled': { singleton: true, requiredVersion: pkg.dependencies['@emotion/styled'] },
};

/** @type {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration} */
export default (_env, argv) =>
  remoteConfig({
    name: ADMIN_REMOTE,
    dir: new URL('./', import.meta.url),
    production: argv.mode !== 'development',
    shared: { ...sharedDependencies(pkg.dependencies), ...muiShared },
    css: false,
  });
