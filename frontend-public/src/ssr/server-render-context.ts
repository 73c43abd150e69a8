import { createContext } from 'react';
import type { RemoteData } from '../data/use-remote-data';

/** What a page tells search engines about itself, gathered while it renders on the server. */
export interface PageHead {
  /** The document title, site name included. */
  title?: string;
  siteName?: string;
  description?: string;
  /** The breadcrumbs from Home to the current page, which comes last (no `to`). */
  crumbs?: readonly { label: string; to?: string }[];
  /** Questions and answers shown on the page; answers are sanitised rich text. */
  faq?: readonly { question: string; answer: string }[];
}

/** The data a page asked for while it rendered on the server, by request key, as the client starts with it. */
export type PreloadedData = Record<string, RemoteData<unknown>>;

/**
 * One server render: it loads each data key once (React waits for it through `use`), and records the head and
 * whether the page turned out to be the not-found page. Absent in the browser.
 */
export interface ServerRender {
  load(key: string, loader: (signal: AbortSignal) => Promise<unknown>): Promise<RemoteData<unknown>>;
  head: PageHead;
  notFound: boolean;
  /** Where the page moved (path and query): the server answers a redirect instead of the page. */
  redirect?: { to: string; permanent: boolean };
}

export const ServerRenderContext = createContext<ServerRender | null>(null);
