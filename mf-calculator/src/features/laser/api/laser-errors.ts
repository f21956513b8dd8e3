import { ApiError } from '@shop/ui';

/**
 * The text key for a server refusal the customer can act on: 429 (too many uploads or requests
 * from this address, the gateway's per-IP limit) and 507 (the upload store is full); else null.
 */
export function laserServerErrorKey(
  error: unknown,
): 'laser.rateLimited' | 'laser.storeFull' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 429) return 'laser.rateLimited';
  if (error.status === 507) return 'laser.storeFull';
  return null;
}
