import { useQuery } from '@tanstack/react-query';
import {
  listLaserQuoteRequestsResponseSchema,
  type ListLaserQuoteRequestsResponse,
} from '@shop/contracts';
import { apiRequest } from '@shop/ui';

export const laserRequestsKey = ['admin', 'laser-quote-requests'] as const;

/** `GET /api/admin/laser-quote-requests`: the visitors' e-mail requests, newest first. */
export function getLaserRequests(signal?: AbortSignal): Promise<ListLaserQuoteRequestsResponse> {
  return apiRequest(
    '/api/admin/laser-quote-requests',
    (data) => listLaserQuoteRequestsResponseSchema.parse(data),
    { signal },
  );
}

export function useLaserRequests() {
  return useQuery({
    queryKey: laserRequestsKey,
    queryFn: ({ signal }) => getLaserRequests(signal),
  });
}
