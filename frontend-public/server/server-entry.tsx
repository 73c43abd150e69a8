import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router';
import { languageFromPath, pathInLanguage, pathWithoutLanguage, type Language } from '@parcelpilot/languages';
import { isUnavailable } from '../src/api/api-result';
import PublicApp from '../src/app';
import { failedState, type RemoteData } from '../src/data/use-remote-data';
import { loadLanguage } from '../src/i18n/language-resources';
import { encodePreloadedData } from '../src/ssr/preloaded-data-json';
import { apiRequestScope, rememberApiOrigin } from './api-client';
import { headTags, scriptSafe } from './head-tags';
import {
  type PageHead,
  type PreloadedData,
  type ServerRender,
  ServerRenderContext,
} from '../src/ssr/server-render-context';

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
}

export interface RenderResult {
  /** The markup of the shell's #root. */
  html: string;
  /** The page's language, from its path's prefix (`<html lang>`). */
  language: Language;
  /** What the page said about itself; its title and description go into the template's own tags. */
  head: PageHead;
  /** The rest of the page's head: canonical URL, hreflang alternates, Open Graph, JSON-LD (head-tags.ts), as HTML. */
  headTags: string;
  notFound: boolean;
  /** Where the page moved (path and query, in the page's language), to answer with a redirect. */
  redirect?: { to: string; permanent: boolean };
  /**
   * What the page loaded, as JSON for the browser to hydrate with (src/ssr/hydration-data.ts), safe inside a
   * `<script>` element.
   */
  dataJson: string;
  /** Errors while rendering (those parts render in the browser instead) or loading data (they show their error state). */
  errors: unknown[];
  /** Some of the page's data could not be loaded because the API failed or timed out: the page shows its error state. */
  unavailable: boolean;
}

/** The shell's place for its top bar, which renders nothing for a visitor who is not signed in. */
function ShellTopBarPlace() {
  return null;
}

/**
 * The shell's tree around the public remote (frontend-shell/src/router.tsx and federation/RemoteSlot.tsx) with the
 * remote's app in place of the lazily loaded one. Hydration needs the same structure: the Suspense boundary of the
 * remote slot, and the same siblings, which useId's identifiers depend on.
 */
function ShellTree({ url }: { url: string }) {
  return (
    <StaticRouter location={url}>
      <ShellTopBarPlace />
      <Routes>
        <Route
          path="*"
          element={
            <Suspense fallback={null}>
              <PublicApp />
            </Suspense>
          }
        />
      </Routes>
    </StaticRouter>
  );
}

/** Renders a public page to HTML once all its code and data are there (React's static prerendering). */
export async function render({ url, apiOrigin, apiHeaders, timeoutMs, baseUrl }: RenderRequest): Promise<RenderResult> {
  rememberApiOrigin(apiOrigin);
  const [requestedPath = '/'] = url.split('?', 1);
  const language = languageFromPath(requestedPath);
  // The page's language strings first: the render then never waits on them.
  await loadLanguage(language);
  const data: PreloadedData = {};
  const loads = new Map<string, Promise<RemoteData<unknown>>>();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`Page data took longer than ${timeoutMs} ms`)), timeoutMs);
  const errors: unknown[] = [];
  let unavailable = false;
  const server: ServerRender = {
    head: {},
    notFound: false,
    load(key, loader) {
      let state = loads.get(key);
      if (!state) {
        state = apiRequestScope
          .run({ apiOrigin, headers: apiHeaders }, () => loader(controller.signal))
          .then(
            (value): RemoteData<unknown> => ({ status: 'ready', data: value, refreshing: false }),
            (error: unknown) => {
              const failed = failedState(error);
              if (failed.status === 'error') errors.push(error);
              if (isUnavailable(error)) unavailable = true;
              return failed;
            },
          )
          .then((loaded) => (data[key] = loaded));
        loads.set(key, state);
      }
      return state;
    },
  };
  try {
    const { prelude } = await prerenderToNodeStream(
      <ServerRenderContext value={server}>
        <ShellTree url={url} />
      </ServerRenderContext>,
      {
        onError: (error) => void errors.push(error),
        // A large boundary would otherwise come after its fallback with an inline script that swaps them, which the
        // Content-Security-Policy blocks and a browser without JavaScript never runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    const html = Buffer.concat(chunks).toString('utf8');
    const { head, notFound, redirect } = server;
    const path = pathWithoutLanguage(requestedPath);
    return {
      html,
      language,
      head,
      headTags: headTags({ head, path, language, baseUrl, notFound }).join(''),
      notFound,
      redirect: redirect && { ...redirect, to: pathInLanguage(language, redirect.to) },
      dataJson: scriptSafe(encodePreloadedData(data)),
      errors,
      unavailable,
    };
  } finally {
    clearTimeout(timer);
  }
}
