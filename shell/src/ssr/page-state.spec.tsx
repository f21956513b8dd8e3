import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ApiError } from '@shop/ui';
import { createQueryClient } from '../query-client';
import {
  dehydrateQueries,
  hydrateQueries,
  keepAnsweredFailure,
  readPageState,
  serialisePageState,
} from './page-state';

function Category({ queryFn }: { queryFn: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['categories', 'nope'], queryFn });
  if (query.error instanceof ApiError) return <p>status {query.error.status}</p>;
  return <p>{query.data ?? 'loading'}</p>;
}

describe('page state', () => {
  it('hands the server answers, and a 404, to the browser unchanged', async () => {
    const server = createQueryClient();
    server.setQueryData(['materials'], [{ id: 1, name: 'Stahl </script>' }]);
    await server
      .fetchQuery({
        queryKey: ['categories', 'nope'],
        queryFn: () => Promise.reject(new ApiError(404, '404: unknown', undefined)),
      })
      .catch(() => undefined);
    keepAnsweredFailure(server, ['categories', 'nope']);
    server.getQueryCache().build(server, { queryKey: ['cart'] });

    const state = {
      language: 'pl' as const,
      commonTexts: { nav: { home: 'Blachy' } },
      queries: dehydrateQueries(server),
    };
    document.body.innerHTML = `<script type="application/json" id="page-state">${serialisePageState(state)}</script>`;
    const read = readPageState();
    expect(read?.language).toBe('pl');
    expect(read?.commonTexts).toEqual({ nav: { home: 'Blachy' } });
    // The pending cart read is not handed over: the browser asks for it itself.
    expect(read?.queries.map((query) => query.queryKey[0]).sort()).toEqual([
      'categories',
      'materials',
    ]);

    const browser = createQueryClient();
    hydrateQueries(browser, read?.queries ?? []);
    expect(browser.getQueryData(['materials'])).toEqual([{ id: 1, name: 'Stahl </script>' }]);
    let asked = 0;
    render(
      <QueryClientProvider client={browser}>
        <Category
          queryFn={() => {
            asked += 1;
            return Promise.resolve('found');
          }}
        />
      </QueryClientProvider>,
    );
    // The first render shows what the server showed, and the answered 404 is not asked again.
    expect(screen.getByText('status 404')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toBe(0);
  });

  it('reads no state from a page the browser renders alone, or from a broken block', () => {
    document.body.innerHTML = '';
    expect(readPageState()).toBeUndefined();
    document.body.innerHTML =
      '<script type="application/json" id="page-state">{"language":"xx"</script>';
    expect(readPageState()).toBeUndefined();
  });
});
