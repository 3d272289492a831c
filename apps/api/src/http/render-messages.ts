/** This response's CSP nonces (helmet makes them per response); every inline script and style must carry its one. */
export interface CspNonces {
  script: string;
  style: string;
}

/** `noindex`: a page whose address carries a secret, answered only to its asker (see apps/shop's RouteHandle). */
export type RenderedPage = { status: number; html: string; noindex?: boolean } | { status: number; location: string };

/** What the render thread is started with (its workerData). */
export interface RendererSetup {
  shopRoot: string;
  rendererPath: string;
  /** Whether the server is the demo: the renderer draws the login form, About and the home page accordingly. */
  demoMode: boolean;
}

/** What apps/shop/src/entry-server.tsx's createPageRenderer (given `{ demoMode }`) returns. */
export interface PageRenderer {
  renderPage(options: { url: string; fetch: typeof globalThis.fetch; nonces: CspNonces }): Promise<RenderedPage | null>;
}

/**
 * A page as the renderer drew it, with the statuses of the API calls behind it that failed: the server
 * judges the page by its data too, whatever status the renderer gave it.
 */
export interface Rendering {
  page: RenderedPage | null;
  failedCalls: number[];
}

export interface FetchAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array | null;
}

/** Between the server's thread and the render thread. */
export type ToRenderer = { type: 'render'; id: number; url: string; nonces: CspNonces } | { type: 'fetched'; id: number; answer: FetchAnswer };
export type FromRenderer =
  | { type: 'ready' }
  | { type: 'rendered'; id: number; rendering: Rendering }
  | { type: 'rendered'; id: number; error: string }
  /** `page`: the render the fetch is made for. */
  | { type: 'fetch'; id: number; page: number; url: string; method: string; headers: [string, string][]; body: Uint8Array | null };
