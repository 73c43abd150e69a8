/**
 * The contract between the backend and the public site's server build (frontend-public/server/server-entry.tsx,
 * built to `dist-ssr/server.cjs`): what the backend asks it to render and what it answers.
 */

/** The id of the `<script type="application/json">` that carries a server-rendered page's data to the browser. */
export const PRELOADED_DATA_ID = 'pp-preloaded-data';

export interface RenderRequest {
  /** Path and query of the page, with its language prefix if it has one (/de/couriers/dhl). */
  url: string;
  /** Where the API answers on loopback, e.g. `http://127.0.0.1:3000`. */
  apiOrigin: string;
  /** Headers for the API requests of the render (the visitor's address, the render's mark). */
  apiHeaders: Record<string, string>;
  /** Data still loading after this long renders as the page's error state. */
  timeoutMs: number;
  /** PUBLIC_BASE_URL without a trailing slash: canonical and alternate URLs start with it. */
  baseUrl: string;
  /** Where the browser loads the public remote from (PUBLIC_REMOTE_URL), for the URLs of its files. */
  publicRemoteUrl: string;
  /**
   * The API's answer to a GET of this path and query when the server holds it in memory (what its front door answers
   * without routing: kept public reads, format hints), or undefined: then the render asks the API on loopback. A held
   * answer costs the render no HTTP round trip, and no wait behind the visitors' requests queued on the server.
   */
  heldAnswer?: (pathAndQuery: string) => HeldApiAnswer | undefined;
}

/** An API answer held in memory: status, headers as a flat name/value list, body. */
export interface HeldApiAnswer {
  status: number;
  headers: readonly string[];
  body: Uint8Array;
}

export interface RenderResult {
  /**
   * The whole document (frontend-public/server/document.ts): head with title, description, canonical and alternate
   * URLs, Open Graph and JSON-LD, stylesheets and the entry scripts' loader; the app's markup in #root; the data it
   * loaded.
   */
  document: string;
  /** The page's language, from its path's prefix (`<html lang>`). */
  language: string;
  notFound: boolean;
  /** Where the page moved (path and query, in the page's language), to answer with a redirect. */
  redirect?: { to: string; permanent: boolean };
  /** Errors while rendering (those parts render in the browser instead) or loading data (they show their error state). */
  errors: unknown[];
  /** Some of the page's data could not be loaded because the API failed or timed out: the page shows its error state. */
  unavailable: boolean;
}
