import type { PageMeta } from '../meta/use-page-meta.js';
import type { Theme } from '../theme/theme.js';

/**
 * What a server render collects while React renders a page: the head the page asked for, its
 * structured data and its HTTP status. The shell and every remote bundle their own copy of this
 * package, so the state lives on `globalThis` under a registered symbol that all copies share.
 * A render is synchronous (renderToString), so one slot is enough: nothing else runs meanwhile.
 */
export interface ServerRenderState {
  /** The head of the page; the innermost (latest rendered) `usePageMeta` wins, as in the browser. */
  meta: PageMeta | undefined;
  /** schema.org objects for `<script type="application/ld+json">`, in render order. */
  structuredData: object[];
  /** 200, or 404 when a page rendered its not-found state. */
  status: number;
  /** The visitor's theme, from the `theme` cookie. */
  theme: Theme;
}

/** Where the server reaches the gateway: an absolute origin such as `http://gateway:3000`. */
export interface ServerApi {
  baseUrl: string;
}

const renderKey = Symbol.for('bleche.server-render');
const apiKey = Symbol.for('bleche.server-api');

interface ServerGlobals {
  [renderKey]?: ServerRenderState;
  [apiKey]?: ServerApi;
}

const globals = globalThis as typeof globalThis & ServerGlobals;

export function createServerRenderState(theme: Theme): ServerRenderState {
  return { meta: undefined, structuredData: [], status: 200, theme };
}

/** Runs one synchronous render with `state` collecting what the page asks for. */
export function collectServerRender<T>(state: ServerRenderState, render: () => T): T {
  globals[renderKey] = state;
  try {
    return render();
  } finally {
    globals[renderKey] = undefined;
  }
}

/** The state of the server render in progress; undefined in the browser. */
export function currentServerRender(): ServerRenderState | undefined {
  return globals[renderKey];
}

/** Sets, once per server process, where API calls made while rendering go. */
export function setServerApi(api: ServerApi): void {
  globals[apiKey] = api;
}

/** The gateway's origin on the server; undefined in the browser, where `/api` is same-origin. */
export function serverApiBaseUrl(): string | undefined {
  return typeof window === 'undefined' ? globals[apiKey]?.baseUrl : undefined;
}

/**
 * Marks the page being rendered as not found, so the server answers 404 with it. Called while
 * rendering a not-found state; does nothing in the browser.
 */
export function useNotFoundStatus(): void {
  const state = currentServerRender();
  if (state) state.status = 404;
}

/**
 * Adds a schema.org object (Product, Article, Organization) to the server-rendered head. Search
 * engines and link previews read it from the first HTML; the browser needs no copy of it, so it
 * calls `make` only while rendering on the server.
 */
export function useStructuredData(make: () => object | undefined): void {
  const state = currentServerRender();
  if (!state) return;
  const data = make();
  if (data) state.structuredData.push(data);
}

/**
 * Query `meta` of a read of the visitor's own data (the cart): the rendering server never makes it,
 * since it renders for whoever asks and must not read one visitor's data into a page.
 */
export const visitorsOwnRead = { visitorsOwn: true } as const;

export function isVisitorsOwnRead(meta: Record<string, unknown> | undefined): boolean {
  return meta?.visitorsOwn === true;
}
