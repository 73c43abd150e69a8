import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { languageFromPath, pathInLanguage, pathWithoutLanguage } from '@parcelpilot/languages';
import { isUnavailable } from '../src/api/api-result';
import PublicApp from '../src/app';
import { failedState, type RemoteData } from '../src/data/use-remote-data';
import { loadLanguage } from '../src/i18n/language-resources';
import { encodePreloadedData } from '../src/ssr/preloaded-data-json';
import { PUBLIC_REMOTE, type RenderRequest, type RenderResult } from '@parcelpilot/contracts';
import { RemoteFrame, ShellFrame } from '@parcelpilot/frontend-shell/frame';
import { apiRequestScope, rememberApiOrigin } from './api-client';
import { documentAssets, renderDocument } from './document';
import { headTags, scriptSafe } from './head-tags';
import { type PreloadedData, type ServerRender, ServerRenderContext } from '../src/ssr/server-render-context';

/** The Content-Security-Policy `script-src` sources of the documents, for the server's policy. */
export { documentScriptSources } from './entry-scripts';

/**
 * The shell's route frame (frontend-shell/src/shell-frame.tsx), as the browser renders it, with the public remote's
 * app itself in its frame instead of the one loaded at run time: the same tree, so the markup hydrates.
 */
function ServerShell({ url }: { url: string }) {
  return (
    <StaticRouter location={url}>
      <ShellFrame
        publicApp={
          <RemoteFrame name={PUBLIC_REMOTE}>
            <PublicApp />
          </RemoteFrame>
        }
        admin={null}
      />
    </StaticRouter>
  );
}

/** Renders a public page to HTML once all its code and data are there (React's static prerendering). */
export async function render({
  url,
  apiOrigin,
  apiHeaders,
  timeoutMs,
  baseUrl,
  publicRemoteUrl,
  heldAnswer,
}: RenderRequest): Promise<RenderResult> {
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
          .run({ apiOrigin, headers: apiHeaders, held: heldAnswer }, () => loader(controller.signal))
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
        <ServerShell url={url} />
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
    const { head, notFound, redirect } = server;
    const path = pathWithoutLanguage(requestedPath);
    return {
      document: renderDocument({
        language,
        title: head.title,
        description: head.description,
        headTags: headTags({ head, path, language, baseUrl, notFound }).join(''),
        rootHtml: Buffer.concat(chunks).toString('utf8'),
        dataJson: scriptSafe(encodePreloadedData(data)),
        assets: documentAssets({ publicRemoteUrl, baseUrl }),
      }),
      language,
      notFound,
      redirect: redirect && { ...redirect, to: pathInLanguage(language, redirect.to) },
      errors,
      unavailable,
    };
  } finally {
    clearTimeout(timer);
  }
}
