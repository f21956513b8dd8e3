// The part of TanStack Query the shop uses, shared as the '@tanstack/react-query' singleton (see
// react-router-slim.js for why shared modules are trimmed by hand). useInfiniteQuery pages the
// admin's order list.
export {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  skipToken,
  useIsFetching,
  useInfiniteQuery,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query-complete';
