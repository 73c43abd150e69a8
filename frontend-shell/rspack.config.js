import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { DocumentAssetsPlugin } from './document-assets.plugin.js';
import { sharedDependencies } from '@parcelpilot/build-config/federation.shared.js';
import { PrecompressPlugin } from '@parcelpilot/build-config/precompress.plugin.js';
import { hashedFileNames, minimizers, typescriptRule } from '@parcelpilot/build-config/rspack.common.js';
import documentHead from './src/document-head.json' with { type: 'json' };
import pkg from './package.json' with { type: 'json' };

/** @type {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration} */
export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    target: ['web', 'es2022'],
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: { main: './src/index.tsx' },
    output: {
      path: fileURLToPath(new URL('./dist', import.meta.url)),
      publicPath: '/',
      ...hashedFileNames,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [typescriptRule(production), { test: /\.css$/, type: 'css' }],
    },
    optimization: { minimizer: minimizers({ css: true }) },
    // main.js carries react-dom (~180 KB raw) and the federation runtime; what matters is the page's gzip weight.
    performance: { maxAssetSize: 400_000, maxEntrypointSize: 400_000 },
    plugins: [
      ...(production ? [new PrecompressPlugin()] : []),
      // The page the browser renders (the back-office, and a public page whose server render failed); the public
      // site's server render writes its documents with the same head (src/document-head.json) and entry files.
      new rspack.HtmlRspackPlugin({ template: './src/index.html', templateParameters: documentHead }),
      new DocumentAssetsPlugin(),
      new ModuleFederationPlugin({
        name: 'shell',
        // No `remotes`: the shell registers them at run time from /remotes.json (src/federation/remote-registry.ts).
        shared: sharedDependencies(pkg.dependencies, { host: true }),
        // Use what is already loaded: never fetch a remote's entry just to compare shared versions.
        shareStrategy: 'loaded-first',
        manifest: false, // only remotes need one
        dts: false,
        experiments: {
          asyncStartup: true, // shared modules are ready before src/index.tsx runs, without a bootstrap chunk
          provideExternalRuntime: true, // the remotes use this runtime instead of bundling their own (~30 KB gzip)
          optimization: { target: 'web' },
        },
      }),
    ],
  };
};
