import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@shop/ui';
import { adminSessionKeys } from './query-keys';

/** Answer of `GET /api/admin/check` (public, never 401). */
export interface AdminCheck {
  isAdmin: boolean;
}

function parseAdminCheck(data: unknown): AdminCheck {
  if (data !== null && typeof data === 'object' && 'isAdmin' in data) {
    return { isAdmin: data.isAdmin === true };
  }
  throw new Error('GET /api/admin/check answered without isAdmin');
}

export function checkAdmin(signal?: AbortSignal): Promise<AdminCheck> {
  return apiRequest('/api/admin/check', parseAdminCheck, { signal });
}

/**
 * Whether this browser holds an admin session. Asked again whenever an admin page mounts: the
 * shell's data never goes stale by itself, but a session can end on the server at any time.
 */
export function useAdminCheck() {
  return useQuery({
    queryKey: adminSessionKeys.check(),
    queryFn: ({ signal }) => checkAdmin(signal),
    refetchOnMount: 'always',
  });
}
