import { createHash, randomBytes } from 'node:crypto';
import { toBase32 } from './totp.js';

export const RECOVERY_CODE_COUNT = 10;

/**
 * Ten one-time recovery codes of 80 random bits each, shown once as `xxxx-xxxx-xxxx-xxxx`
 * (base32, lower case). With that much entropy a plain SHA-256 is enough to store them: unlike a
 * password, no code can be guessed from a list.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    toBase32(randomBytes(10))
      .toLowerCase()
      .replace(/(.{4})(?!$)/g, '$1-'),
  );
}

/** What is stored of a recovery code; typing it with or without dashes, in any case, matches. */
export function recoveryCodeHash(code: string): string {
  const normalised = code.replace(/[\s-]/g, '').toLowerCase();
  return createHash('sha256').update(normalised).digest('hex');
}
