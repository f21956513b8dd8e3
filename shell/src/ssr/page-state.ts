import type { Query, QueryClient } from '@tanstack/react-query';
import { ApiError, isLanguage, type Language } from '@shop/ui';
import type { ErrorBody } from '@shop/contracts';
import type { RemotePageId } from '../remotes/remote-page-id';

/** One query the server answered while rendering, as the browser takes it over. */
export type DehydratedQuery =
  | { queryKey: readonly unknown[]; data: unknown; updatedAt: number }
  | {
      queryKey: readonly unknown[];
      error: { status: number; message: string; body: ErrorBody | undefined };
      updatedAt: number;
    };

/**
 * What a server-rendered page hands to the browser, in a JSON data block (not a script, so the
 * CSP needs no exception): the language it was rendered in and the answers it was rendered with.
 */
export interface PageState {
  language: Language;
  /** The shell's own texts in that language: the browser ships none of them in its scripts. */
  commonTexts: Record<string, unknown>;
  queries: DehydratedQuery[];
  /** The remote page the server sent as a loading placeholder, for the browser to render. */
  pageLeftToBrowser?: RemotePageId;
}

export const pageStateElementId = 'page-state';

/**
 * The answers a page was rendered with. A failed read is kept too when it is an API error (a 404
 * for an unknown category or article), so the browser's first render shows what the server
 * showed; other failures are left out and the browser asks again.
 */
export function dehydrateQueries(queryClient: QueryClient): DehydratedQuery[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .flatMap((query: Query): DehydratedQuery[] => {
      const { state, queryKey } = query;
      if (state.status === 'success') {
        return [{ queryKey, data: state.data, updatedAt: state.dataUpdatedAt }];
      }
      if (state.status === 'error' && state.error instanceof ApiError) {
        const { status, message, body } = state.error;
        return [{ queryKey, error: { status, message, body }, updatedAt: state.errorUpdatedAt }];
      }
      return [];
    });
}

/** Puts the server's answers into the browser's query cache before the first render. */
export function hydrateQueries(
  queryClient: QueryClient,
  queries: readonly DehydratedQuery[],
): void {
  for (const entry of queries) {
    if ('data' in entry) {
      queryClient.setQueryData(entry.queryKey, entry.data, { updatedAt: entry.updatedAt });
      continue;
    }
    const error = new ApiError(entry.error.status, entry.error.message, entry.error.body);
    keepAnsweredFailure(queryClient, entry.queryKey);
    queryClient.getQueryCache().build(
      queryClient,
      { queryKey: entry.queryKey },
      {
        data: undefined,
        dataUpdateCount: 0,
        dataUpdatedAt: 0,
        error,
        errorUpdateCount: 1,
        errorUpdatedAt: entry.updatedAt,
        fetchFailureCount: 1,
        fetchFailureReason: error,
        fetchMeta: null,
        isInvalidated: false,
        status: 'error',
        fetchStatus: 'idle',
      },
    );
  }
}

/**
 * A read the API answered with an error (an unknown category's 404) is shown as answered rather
 * than asked again when its page mounts: the server rendered that answer, and the browser's
 * first render must show the same. The page's own retry button still asks again.
 */
export function keepAnsweredFailure(queryClient: QueryClient, queryKey: readonly unknown[]): void {
  queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
}

/** Serialises the state for an HTML data block: `<` is escaped so no text can end the block. */
export function serialisePageState(state: PageState): string {
  return jsonForHtml(state);
}

/**
 * JSON to put inside a `<script>` data block: every `<` is escaped, so no text in it (a product
 * name, an article) can close the element or open a comment.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The state the server left in the page, or undefined for a page the browser renders alone. */
export function readPageState(): PageState | undefined {
  const element = document.getElementById(pageStateElementId);
  if (!element?.textContent) return undefined;
  try {
    const state = JSON.parse(element.textContent) as PageState;
    return isLanguage(state.language) &&
      Array.isArray(state.queries) &&
      typeof state.commonTexts === 'object' &&
      state.commonTexts !== null
      ? state
      : undefined;
  } catch {
    return undefined;
  }
}
