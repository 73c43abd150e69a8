import { createHash } from 'node:crypto';

/**
 * Starts the shell's entry scripts (their URLs in its `data-src`, in order) once the server's markup is on screen: when
 * the browser reports the first contentful paint, or after 3 seconds without that report (a browser without paint
 * timing, a page opened in a background tab). A deferred script would run right after the HTML is parsed, before that
 * paint, and on a slow phone its hundreds of milliseconds of startup work (the federation runtime, React, hydration)
 * would hold the first paint back. The scripts are preloaded from the head, so their download starts with the page's;
 * only running them waits for the first paint.
 */
export const ENTRY_SCRIPTS_LOADER =
  '(function(c){var s=0;function l(){if(s)return;s=1;c.getAttribute("data-src").split(" ").forEach(function(u){' +
  'var e=document.createElement("script");e.src=u;e.async=false;document.head.appendChild(e)})}' +
  'try{new PerformanceObserver(function(p,o){if(p.getEntriesByName("first-contentful-paint").length){' +
  'o.disconnect();setTimeout(l,0)}}).observe({type:"paint",buffered:true})}catch(x){}setTimeout(l,3000)})' +
  '(document.currentScript)';

/**
 * The Content-Security-Policy `script-src` sources the documents need: the loader above, and only it, inline. The
 * backend puts them in its policy (backend/src/modules/web/security-headers.ts).
 */
export const documentScriptSources: readonly string[] = [
  `'sha256-${createHash('sha256').update(ENTRY_SCRIPTS_LOADER).digest('base64')}'`,
];
