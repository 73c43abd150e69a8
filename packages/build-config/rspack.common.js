import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { RouterExportsCheckPlugin } from './federation.shared.js';
import { PrecompressPlugin } from './precompress.plugin.js';

/**
 * What the shell's, the remotes' and the public site's server build have in common: how TypeScript is compiled, how
 * built files are named and minified.
 */

/**
 * TypeScript and JSX through SWC.
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

/** Every built file carries a content hash in its name, so the server can let browsers keep it for a year. */
export const hashedFileNames = {
  filename: '[name].[contenthash:10].js',
  chunkFilename: '[name].[contenthash:10].js',
  cssFilename: '[name].[contenthash:10].css',
  cssChunkFilename: '[name].[contenthash:10].css',
  assetModuleFilename: '[name].[contenthash:10][ext]',
};

/**
 * SWC for scripts, Lightning CSS for stylesheets (when the build has any).
 *
 * @param {{ css: boolean }} options
 */
export function minimizers({ css }) {
  return [
    new rspack.SwcJsMinimizerRspackPlugin({ extractComments: false }),
    ...(css ? [new rspack.LightningCssMinimizerRspackPlugin()] : []),
  ];
}

/**
 * A remote's browser build: `./app` exposed from `src/app.tsx`, its chunks loaded relative to its own URL, the
 * federation runtime left to the shell (provideExternalRuntime).
 *
 * @param {{ name: string, dir: URL, production: boolean, shared: object, css: boolean }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function remoteConfig({ name, dir, production, shared, css }) {
  return {
    mode: production ? 'production' : 'development',
    target: ['web', 'es2022'],
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: {},
    output: {
      path: fileURLToPath(new URL('./dist', dir)),
      // Chunks load relative to the remote's own URL, so it works under /mf/public/ or /mf/admin/, or from another origin.
      publicPath: 'auto',
      uniqueName: name,
      ...hashedFileNames,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [typescriptRule(production), ...(css ? [{ test: /\.css$/, type: 'css' }] : [])],
    },
    optimization: { minimizer: minimizers({ css }) },
    plugins: [
      ...(production ? [new PrecompressPlugin()] : []),
      new RouterExportsCheckPlugin(),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.[contenthash:10].js',
        exposes: { './app': './src/app.tsx' },
        shared,
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The shell provides the federation runtime (provideExternalRuntime); remotes only run inside it.
        experiments: { externalRuntime: true, optimization: { disableRemote: true, target: 'web' } },
      }),
    ],
  };
}
