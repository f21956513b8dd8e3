import * as z from 'zod/mini';
import { MAX_PASSWORD_LENGTH } from '../admin-accounts/password-policy.js';

/**
 * `POST /api/admin/login` body. The password is used exactly as typed (no trimming); the
 * username is trimmed. Unknown keys are refused like everywhere else.
 */
export const loginBodySchema = z.strictObject({
  username: z
    .string('Required')
    .check(z.trim(), z.minLength(1, 'Required'), z.maxLength(100, 'At most 100 characters')),
  password: z
    .string('Required')
    .check(
      z.minLength(1, 'Required'),
      z.maxLength(MAX_PASSWORD_LENGTH, `At most ${MAX_PASSWORD_LENGTH} characters`),
    ),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** What the login answers; `GET /api/admin/check` answers `{ isAdmin }` alone. */
export const adminSessionStatusSchema = z.object({
  isAdmin: z.boolean(),
  username: z.optional(z.string()),
  /** The password was right; the session is signed in only after `POST login/second-factor`. */
  secondFactorRequired: z.optional(z.boolean()),
});
export type AdminSessionStatus = z.infer<typeof adminSessionStatusSchema>;
