import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@parcelpilot/languages';
import documentHead from '@parcelpilot/frontend-shell/document-head.json';
import { PRELOADED_DATA_ID } from '@parcelpilot/contracts';
import { ENTRY_SCRIPTS_LOADER } from './entry-scripts';
import { escapeHtml } from './head-tags';

/**
 * The built files a document links: the shell's entry (its build writes them to document-assets.json,
 * frontend-shell/document-assets.plugin.js) and the public remote's stylesheet and entry scripts (its mf-manifest.json),
 * as URLs.
 */
export interface DocumentAssets {
  /** Stylesheets, so the server markup is styled at first paint. */
  styles: string[];
  /** The public remote's scripts, preloaded so hydration starts sooner. */
  preloads: string[];
  /** The shell's entry scripts, preloaded, and run by the loader after the first paint (entry-scripts.ts). */
  entryScripts: string[];
}

export interface DocumentParts {
  language: Language;
  /** The page's title and description; the shell's own (document-head.json) when the page has none. */
  title?: string;
  description?: string;
  /** The rest of the head (head-tags.ts), as HTML. */
  headTags: string;
  /** The markup of the app, hydrated in #root. */
  rootHtml: string;
  /** The page's data for hydration, safe inside a `<script>` element (head-tags.ts `scriptSafe`). */
  dataJson: string;
  assets: DocumentAssets;
}

/**
 * The whole document of a server-rendered page, in one piece: every value goes in as it is, escaped where it is text
 * (no replacement in a template, so no `$` pattern in a name or a path can copy the document into itself).
 */
export function renderDocument({
  language,
  title,
  description,
  headTags,
  rootHtml,
  dataJson,
  assets,
}: DocumentParts): string {
  const { styles, preloads, entryScripts } = assets;
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<meta name="description" content="${escapeHtml(description ?? documentHead.description)}">`,
    `<title>${escapeHtml(title ?? documentHead.title)}</title>`,
    `<link rel="icon" href="${escapeHtml(documentHead.icon)}">`,
    ...entryScripts.map(preload),
    // Before the stylesheets: an inline script after a stylesheet waits for it.
    entryScripts.length > 0
      ? `<script data-src="${escapeHtml(entryScripts.join(' '))}">${ENTRY_SCRIPTS_LOADER}</script>`
      : '',
    ...styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...preloads.map(preload),
    headTags,
    '</head>',
    '<body>',
    `<noscript>${escapeHtml(documentHead.noscript)}</noscript>`,
    `<div id="root">${rootHtml}</div>`,
    `<script type="application/json" id="${PRELOADED_DATA_ID}">${dataJson}</script>`,
    '</body>',
    '</html>',
  ].join('');
}

function preload(href: string): string {
  return `<link rel="preload" as="script" href="${escapeHtml(href)}">`;
}

export interface AssetLocation {
  /** Where the browser loads the public remote from (PUBLIC_REMOTE_URL: its mf-manifest.json), maybe relative. */
  publicRemoteUrl: string;
  /** PUBLIC_BASE_URL: files on its origin are linked by path. */
  baseUrl: string;
}

/** The build directories, next to this file's (dist-ssr/server.cjs). */
const BUILT = {
  shellAssets: join(__dirname, '..', '..', 'frontend-shell', 'dist', 'document-assets.json'),
  publicManifest: join(__dirname, '..', 'dist', 'mf-manifest.json'),
};

interface ShellAssets {
  scripts: string[];
  styles: string[];
}

interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

let assetsRead: { key: string; assets: DocumentAssets } | undefined;

/**
 * The built files of the shell and the public remote, read from their builds once (they do not change while the
 * server runs: a new build comes with a restart).
 */
export function documentAssets(location: AssetLocation): DocumentAssets {
  const key = `${location.publicRemoteUrl} ${location.baseUrl}`;
  if (assetsRead?.key !== key) assetsRead = { key, assets: readAssets(location) };
  return assetsRead.assets;
}

function readAssets({ publicRemoteUrl, baseUrl }: AssetLocation): DocumentAssets {
  const shell = JSON.parse(readFileSync(BUILT.shellAssets, 'utf8')) as ShellAssets;
  const manifest = JSON.parse(readFileSync(BUILT.publicManifest, 'utf8')) as RemoteManifest;
  const origin = new URL(baseUrl).origin;
  const remoteBase = new URL(publicRemoteUrl, baseUrl);
  const remoteUrl = (file: string) => {
    const absolute = new URL(file, remoteBase);
    return absolute.origin === origin ? absolute.pathname : absolute.href;
  };
  const app = manifest.exposes.find((expose) => expose.name === 'app');
  const { path, name } = manifest.metaData.remoteEntry;
  return {
    styles: [...shell.styles, ...(app?.assets.css.sync ?? []).map(remoteUrl)],
    preloads: [path ? `${path}/${name}` : name, ...(app?.assets.js.sync ?? [])].map(remoteUrl),
    entryScripts: shell.scripts,
  };
}
