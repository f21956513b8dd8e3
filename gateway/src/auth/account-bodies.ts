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
export const adminAccountStatusSchema = z.object({
  username: z.string(),
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.int().check(z.nonnegative()),
});
export type AdminAccountStatus = z.infer<typeof adminAccountStatusSchema>;

/** A TOTP enrolment: the new secret (base32) and the same as an `otpauth://` URI for a QR code. */
export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string() });

/** The ten one-time recovery codes, shown once when TOTP is turned on. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
