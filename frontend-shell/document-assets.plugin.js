/** The file the shell's build writes its entry files to, read by the public site's server render. */
export const DOCUMENT_ASSETS_FILE = 'document-assets.json';

/**
 * Writes the files of the shell's `main` entry, in load order and with the public path, to `document-assets.json`:
 * `{ "scripts": ["/main.1a2b.js"], "styles": ["/main.3c4d.css"] }`. The public site's server render writes the
 * document of every public page with them (frontend-public/server/document.ts); the browser-only index.html gets
 * the same files from HtmlRspackPlugin.
 */
export class DocumentAssetsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('DocumentAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DocumentAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const entry = compilation.entrypoints.get('main');
          // Module Federation builds its shared fallbacks with the same plugins: those have no `main`.
          if (!entry) return;
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const files = entry.getFiles().map((file) => `${publicPath}${file}`);
          const assets = {
            scripts: files.filter((file) => file.endsWith('.js')),
            styles: files.filter((file) => file.endsWith('.css')),
          };
          compilation.emitAsset(DOCUMENT_ASSETS_FILE, new sources.RawSource(JSON.stringify(assets)));
        },
      );
    });
  }
}
