import { renderToString } from 'react-dom/server';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import {
  QueryClientProvider,
  skipToken,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import {
  ApiError,
  collectServerRender,
  commonResources,
  createServerRenderState,
  defaultLanguage,
  isVisitorsOwnRead,
  languages,
  readCookie,
  type Theme,
} from '@shop/ui';
import { AppRoutes } from '../app-routes';
import { createQueryClient } from '../query-client';
import { forgetLoadedPage, setLoadedPage } from '../remotes/loaded-pages';
import { remoteRouteForPath } from '../remotes/remote-routes';
import type { RemotePageId } from '../remotes/remote-page-id';
import { shellPageForPath } from '../routes/shell-pages';
import { dehydrateQueries, keepAnsweredFailure } from '../ssr/page-state';
import { renderDocument } from './html-document';
import { pickLanguage, redirectFor } from './request-routing';
import type { PageStylesheet, ServerRemotes } from './server-remotes';

export interface PageRequest {
  /** Path and query, e.g. `/product/rundstaebe?x=1`. */
  url: string;
  /** The public origin the visitor used, e.g. `https://bleche.example`. */
  origin: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Starts the one i18next instance whose texts every request's copy shares. */
export async function initServerI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    defaultNS: 'common',
    ns: ['common'],
    resources: commonResources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/** Reads the server leaves to the browser: the visitor's own data (the cart) is never read here. */
function fetchesOnServer(query: Query): boolean {
  const { state, options } = query;
  if (state.status !== 'pending' || state.fetchStatus !== 'idle') return false;
  if (options.queryFn === skipToken || !options.queryFn) return false;
  // The options of the observer that created the query: `enabled` is among them.
  const { enabled } = options as { enabled?: boolean | ((query: Query) => boolean) };
  if ((typeof enabled === 'function' ? enabled(query) : enabled) === false) return false;
  return !isVisitorsOwnRead(query.meta);
}

async function fetchPending(queryClient: QueryClient, timeoutMs: number): Promise<boolean> {
  const pending = queryClient.getQueryCache().getAll().filter(fetchesOnServer);
  if (pending.length === 0) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([Promise.allSettled(pending.map((query) => query.fetch())), timeout]);
  clearTimeout(timer);
  // What did not answer in time is left to the browser.
  await queryClient.cancelQueries({ predicate: (query) => query.state.fetchStatus === 'fetching' });
  for (const query of pending) {
    if (query.state.status === 'error' && query.state.error instanceof ApiError) {
      keepAnsweredFailure(queryClient, query.queryKey);
    }
  }
  return true;
}

function renderApp(url: string, i18n: I18n, queryClient: QueryClient): string {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** Renders a requests's page to the HTML a browser gets first. */
export async function renderPage(
  request: PageRequest,
  options: { template: string; remotes: ServerRemotes; dataTimeoutMs: number },
): Promise<PageResponse> {
  const url = new URL(request.url, request.origin);
  const redirect = redirectFor(url.pathname);
  if (redirect) {
    return { status: 301, headers: { Location: `${redirect}${url.search}` }, body: '' };
  }
  const language = pickLanguage(request.cookie, request.acceptLanguage);
  const theme: Theme = readCookie(request.cookie, 'theme') === 'dark' ? 'dark' : 'light';
  const i18n = i18next.cloneInstance({ lng: language });
  const queryClient = createQueryClient();

  const route = remoteRouteForPath(url.pathname);
  const stylesheets: PageStylesheet[] = [];
  let pageLeftToBrowser: RemotePageId | undefined;
  const page = route?.serverRendered ? await options.remotes.page(route.page) : undefined;
  const preloads = route && page ? options.remotes.scripts(route.page) : [];
  if (route && page) stylesheets.push(...options.remotes.stylesheets(route.page));
  if (route && !page) pageLeftToBrowser = route.page;
  await shellPageForPath(url.pathname)?.preload();

  // Render, fetch what the render asked for, and render again until nothing new is asked (a
  // read may depend on another's answer, such as a category's products on the category).
  const render = () => {
    // Set for this render alone (it is synchronous): other requests change it between renders.
    if (route && page) setLoadedPage(route.page, page);
    else if (route) forgetLoadedPage(route.page);
    const state = createServerRenderState(theme);
    const body = collectServerRender(state, () =>
      renderApp(`${url.pathname}${url.search}`, i18n, queryClient),
    );
    return { state, body };
  };
  let rendered = render();
  for (
    let pass = 1;
    pass < 4 && (await fetchPending(queryClient, options.dataTimeoutMs));
    pass += 1
  ) {
    rendered = render();
  }
  const { state, body } = rendered;

  const html = renderDocument(options.template, {
    language,
    theme,
    url: `${request.origin}${url.pathname}`,
    meta: state.meta,
    structuredData: state.structuredData,
    stylesheets,
    preloads,
    body,
    state: {
      language,
      commonTexts: i18n.getResourceBundle(language, 'common') as Record<string, unknown>,
      queries: dehydrateQueries(queryClient),
      pageLeftToBrowser,
    },
  });
  queryClient.clear();
  return {
    status: state.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // The page holds no visitor's own data, but prices change: always ask again.
      'Cache-Control': 'no-cache',
      Vary: 'Cookie, Accept-Language',
      'Content-Language': language,
    },
    body: html,
  };
}
