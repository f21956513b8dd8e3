import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'isPublicRoute';

/**
 * Marks a route of an admin controller as open to everyone (login, check). Everything else under
 * an AdminGuard needs an admin session: access is denied unless a route says otherwise.
 */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
