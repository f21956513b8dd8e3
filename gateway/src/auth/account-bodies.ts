import * as z from 'zod/mini';
import { MAX_PASSWORD_LENGTH } from '../admin-accounts/password-policy.js';

const password = z
  .string('Required')
  .check(
    z.minLength(1, 'Required'),
    z.maxLength(MAX_PASSWORD_LENGTH, `At most ${MAX_PASSWORD_LENGTH} characters`),
  );

/** `POST /api/admin/password`: both passwords exactly as typed. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: password,
  newPassword: password,
});

/** A TOTP code (6 digits) or, where allowed, a recovery code (`xxxx-xxxx-xxxx-xxxx`). */
export const secondFactorBodySchema = z.strictObject({
  code: z
    .string('Required')
    .check(z.trim(), z.minLength(1, 'Required'), z.maxLength(40, 'At most 40 characters')),
});

/** What the account page shows. */
export interface AdminAccountStatus {
  username: string;
  totpEnabled: boolean;
  recoveryCodesLeft: number;
}
