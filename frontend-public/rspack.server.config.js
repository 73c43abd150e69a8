import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { typescriptRule } from '@parcelpilot/build-config/rspack.common.js';

/**
 * The server build of the public site: the same components in the shell's route frame, rendered to whole documents for
 * the backend to send (server/, src/ssr/). One CommonJS
 * file with React and every page in it, so it runs without the frontends' node_modules; no Module Federation (see the
 * README, "Server-side rendering").
 *
 * @type {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    target: ['node20', 'es2022'],
    devtool: 'source-map',
    entry: { server: './server/server-entry.tsx' },
    // The real __dirname (dist-ssr): the render reads the shell's and the remote's build outputs next to it (document.ts).
    node: { __dirname: false },
    output: {
      path: fileURLToPath(new URL('./dist-ssr', import.meta.url)),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        typescriptRule(production),
        // The browser build loads the styles; the server only needs the markup.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    optimization: { minimize: false },
    performance: false,
    plugins: [
      // Every page chunk in the one file: the render waits for no file system.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // The API client of the server talks to the API over loopback (server/api-client.ts).
      new rspack.NormalModuleReplacementPlugin(/[\\/]api[\\/]api-client$/, (resource) => {
        resource.request = fileURLToPath(new URL('./server/api-client.ts', import.meta.url));
      }),
    ],
  };
};
