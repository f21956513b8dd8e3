import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@shop/ui';
import { statusOf } from '../../../errors/api-errors';
import { adminSessionKeys } from './query-keys';

/**
 * `POST /api/admin/logout` (204). A 401 means the session had already ended, which is what the
 * operator asked for, so it counts as success.
 */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/api/admin/logout', () => undefined, { method: 'POST' });
  } catch (error) {
    if (statusOf(error) !== 401) throw error;
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return {
    ...useMutation({ mutationFn: logout }),
    /** Forgets the session in the cache, so no admin page thinks it is still signed in. */
    forgetSession: () => queryClient.setQueryData(adminSessionKeys.check(), { isAdmin: false }),
  };
}
