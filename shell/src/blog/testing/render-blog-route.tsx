import { jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '../../query-client';
import { BlogArticlePage } from '../pages/blog-article-page';
import { BlogListPage } from '../pages/blog-list-page';

/** What the stubbed network answers: a status and a JSON body (or nothing). */
export interface StubResponse {
  status: number;
  body?: unknown;
}

/**
 * Replaces `fetch` (the network boundary) with `answer`; returns the requested paths. The app's
 * own code (api helpers, contracts, TanStack Query, i18n, router) stays real.
 */
export function stubFetch(
  answer: (path: string) => StubResponse | Promise<StubResponse>,
): string[] {
  const paths: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    paths.push(path);
    const { status, body } = await answer(path);
    const text = body === undefined ? '' : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => text,
      json: async () => JSON.parse(text),
    } as unknown as Response;
  }) as unknown as typeof fetch;
  return paths;
}

export const notFoundBody = { status: 404, code: 'NOT_FOUND', message: 'Post not found' };

/** The shell's blog routes with its QueryClient, starting at `path`. */
export function renderBlogRoute(path: string) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<h1>Rechner</h1>} />
          <Route path="/blog" element={<BlogListPage />} />
          <Route path="/blog/:slug" element={<BlogArticlePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
