import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { RouterExportsCheckPlugin, sharedDependencies } from '../frontend-shell/federation.shared.js';
import { PrecompressPlugin } from '../frontend-shell/precompress.plugin.js';
import pkg from './package.json' with { type: 'json' };

/**
 * TypeScript and JSX through SWC; the server build (rspack.server.config.js) compiles the same way.
 *
 * @param {boolean} production
 * @returns {import('@rspack/core').RuleSetRule}
 */
export function typescriptRule(production) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
      },
    },
    type: 'javascript/auto',
  };
}

/** @type {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration} */
export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    target: ['web', 'es2022'],
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: {},
    output: {
      path: fileURLToPath(new URL('./dist', import.meta.url)),
      // Chunks load relative to the remote's own URL, so it works under /mf/public/ or from another origin.
      publicPath: 'auto',
      uniqueName: 'public_app',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssFilename: '[name].[contenthash:10].css',
      cssChunkFilename: '[name].[contenthash:10].css',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [typescriptRule(production), { test: /\.css$/, type: 'css' }],
    },
    optimization: {
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({ extractComments: false }),
        new rspack.LightningCssMinimizerRspackPlugin(),
      ],
    },
    plugins: [
      ...(production ? [new PrecompressPlugin()] : []),
      new RouterExportsCheckPlugin(),
      new ModuleFederationPlugin({
        name: 'public_app',
        filename: 'remoteEntry.[contenthash:10].js',
        exposes: { './app': './src/app.tsx' },
        shared: sharedDependencies(pkg.dependencies),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The shell provides the federation runtime (provideExternalRuntime); remotes only run inside it.
        experiments: { externalRuntime: true, optimization: { disableRemote: true, target: 'web' } },
      }),
    ],
  };
};
