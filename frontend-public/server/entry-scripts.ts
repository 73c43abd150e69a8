import { createHash } from 'node:crypto';
import { escapeHtml } from './escape-html.js';

/**
 * Starts the shell's entry scripts (their URLs in its `data-src`, in order) once the server's markup is on screen: when
 * the browser reports the first contentful paint, or after 3 seconds without that report (a browser without paint
 * timing, a page opened in a background tab). A deferred script would run right after the HTML is parsed, before that
 * paint, and on a slow phone its hundreds of milliseconds of startup work (the federation runtime, React, hydration)
 * would hold the first paint back.
 */
export const ENTRY_SCRIPTS_LOADER =
  '(function(c){var s=0;function l(){if(s)return;s=1;c.getAttribute("data-src").split(" ").forEach(function(u){' +
  'var e=document.createElement("script");e.src=u;e.async=false;document.head.appendChild(e)})}' +
  'try{new PerformanceObserver(function(p,o){if(p.getEntriesByName("first-contentful-paint").length){' +
  'o.disconnect();setTimeout(l,0)}}).observe({type:"paint",buffered:true})}catch(x){}setTimeout(l,3000)})' +
  '(document.currentScript)';

/** The Content-Security-Policy source that allows the loader, and only it, to run inline. */
export const ENTRY_SCRIPTS_LOADER_CSP = `'sha256-${createHash('sha256').update(ENTRY_SCRIPTS_LOADER).digest('base64')}'`;

const DEFERRED_SCRIPT = /<script defer(?:="defer"|="")? src="([^"]+)"><\/script>/g;

/**
 * The shell's template with its deferred entry scripts replaced by the loader above. The scripts are still preloaded
 * from the head, so their download starts with the page's; only running them waits for the first paint.
 */
export function deferEntryScripts(template: string): string {
  const sources = [...template.matchAll(DEFERRED_SCRIPT)].map((match) => match[1] ?? '');
  if (sources.length === 0) return template;
  const preloads = sources.map((src) => `<link rel="preload" as="script" href="${escapeHtml(src)}">`).join('');
  const loader = `<script data-src="${escapeHtml(sources.join(' '))}">${ENTRY_SCRIPTS_LOADER}</script>`;
  let replaced = false;
  return template.replace(DEFERRED_SCRIPT, () => {
    if (replaced) return '';
    replaced = true;
    return `${preloads}${loader}`;
  });
}
