import type { ReactElement } from 'react';
import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/*
 * The remotes' page tests: the shell's singletons around a page and a stubbed network under it.
 * Imported by spec files only (`@shop/ui/testing`), so no production bundle carries it.
 */

/** What the stubbed network answers: a status, a JSON body (or nothing) and headers. */
export interface StubResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  /** The `Idempotency-Key` header, on the requests that send one. */
  idempotencyKey?: string;
}

type StubRoute = (request: RecordedRequest) => StubResponse | Promise<StubResponse>;

/**
 * Replaces `fetch` (the network boundary) with `route`; every request is recorded. The app's own
 * code (api helpers, TanStack Query, i18n, router) stays real.
 */
export function stubFetch(route: StubRoute): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    // The app's requests carry their headers as a plain object (apiRequest).
    const idempotencyKey = (init?.headers as Record<string, string> | undefined)?.[
      'Idempotency-Key'
    ];
    if (idempotencyKey !== undefined) request.idempotencyKey = idempotencyKey;
    requests.push(request);
    const { status, body, headers = {} } = await route(request);
    const text = body === undefined ? '' : JSON.stringify(body);
    const headerMap = new Map(
      Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]),
    );
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      headers: { get: (name: string) => headerMap.get(name.toLowerCase()) ?? null },
      text: async () => text,
      json: async () => JSON.parse(text),
    } as unknown as Response;
  });
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  return requests;
}

export interface RecordedToast {
  title: string;
  description?: string;
  variant: string;
}

const toastListeners: Array<(event: Event) => void> = [];

/** The toasts the page asks the shell to show (they travel as a window event). */
export function recordToasts(): RecordedToast[] {
  const toasts: RecordedToast[] = [];
  const listener = (event: Event) => {
    const { title, description, variant } = (event as CustomEvent<RecordedToast>).detail;
    toasts.push({ title, description, variant });
  };
  window.addEventListener('shop:toast', listener);
  toastListeners.push(listener);
  return toasts;
}

/** Ends every `recordToasts` (call after each test). */
export function stopRecordingToasts(): void {
  for (const listener of toastListeners.splice(0)) {
    window.removeEventListener('shop:toast', listener);
  }
}

/** The shell's query client as the shell configures it: no retries, never stale. */
export function createShellQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** An i18next instance like the shell's; each remote's page registers its own texts on it. */
export async function createShellI18n(language: 'de' | 'en' | 'pl' = 'de'): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'de',
    supportedLngs: ['de', 'en', 'pl'],
    resources: {},
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** Renders a page inside the shell's providers (query client, i18n); routers come from the test. */
export async function renderPage(page: ReactElement, language: 'de' | 'en' | 'pl' = 'de') {
  const queryClient = createShellQueryClient();
  const i18n = await createShellI18n(language);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{page}</I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, i18n };
}

/** Shows the current path, so a test can see where a redirect went. */
function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** Renders `routes` (path to page) inside the shell's providers and a router at `path`. */
export async function renderRoutes(
  routes: Record<string, ReactElement>,
  path: string,
  language: 'de' | 'en' | 'pl' = 'de',
) {
  return renderPage(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.entries(routes).map(([routePath, element]) => (
          <Route key={routePath} path={routePath} element={element} />
        ))}
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
    language,
  );
}
