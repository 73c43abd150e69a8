import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { RouterExportsCheckPlugin, sharedDependencies } from '../frontend-shell/federation.shared.js';
import { PrecompressPlugin } from '../frontend-shell/precompress.plugin.js';
import pkg from './package.json' with { type: 'json' };

/**
 * MUI and emotion must run as one instance wherever they are used. Only the admin uses them, so only the admin declares
 * them: the shell has no MUI code and would build and register them for nothing. Because the admin is their only
 * consumer, its shared MUI can be tree-shaken to what the admin itself uses (130 KB gzip less); should another frontend
 * ever share MUI, it needs an explicit export list like `routerExports` in ../frontend-shell/federation.shared.js.
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
export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    target: ['web', 'es2022'],
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: {},
    output: {
      path: fileURLToPath(new URL('./dist', import.meta.url)),
      // Chunks load relative to the remote's own URL, so it works under /mf/admin/ or from another origin.
      publicPath: 'auto',
      uniqueName: 'admin_app',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssFilename: '[name].[contenthash:10].css',
      cssChunkFilename: '[name].[contenthash:10].css',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
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
        },
      ],
    },
    optimization: {
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ extractComments: false })],
    },
    plugins: [
      ...(production ? [new PrecompressPlugin()] : []),
      new RouterExportsCheckPlugin(),
      new ModuleFederationPlugin({
        name: 'admin_app',
        filename: 'remoteEntry.[contenthash:10].js',
        exposes: { './app': './src/app.tsx' },
        shared: { ...sharedDependencies(pkg.dependencies), ...muiShared },
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The shell provides the federation runtime (provideExternalRuntime); remotes only run inside it.
        experiments: { externalRuntime: true, optimization: { disableRemote: true, target: 'web' } },
      }),
    ],
  };
};
