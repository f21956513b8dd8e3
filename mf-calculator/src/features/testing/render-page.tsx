import type { ReactElement } from 'react';
import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';

/** What the stubbed network answers: a status and a JSON body (or nothing). */
export interface StubResponse {
  status: number;
  body?: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

type Route = (request: RecordedRequest) => StubResponse | Promise<StubResponse>;

/**
 * Replaces `fetch` (the network boundary) with `route`; every request is recorded. The app's
 * own code (api helpers, TanStack Query, i18n) stays real.
 */
export function stubFetch(route: Route): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const { status, body } = await route(request);
    const text = body === undefined ? '' : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => text,
      json: async () => JSON.parse(text),
    } as unknown as Response;
  });
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  return requests;
}

/** The shell's singletons as the shell configures them: no retries, never stale. */
export function createShellQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

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

/**
 * Renders a page inside the shell's providers. Pages that need a router wrap themselves in the
 * test (react-router needs TextEncoder, which Jest's jsdom lacks; see pages/laser-calculator-page.spec).
 */
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
