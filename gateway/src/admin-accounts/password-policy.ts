import { commonPasswords } from './common-passwords.js';

/** Shortest admin password we accept (NIST SP 800-63B allows 8; an admin account deserves more). */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
/** Longest password: argon2 takes any length, but a bound keeps a login body cheap to hash. */
export const MAX_PASSWORD_LENGTH = 128;

/**
 * Why `password` may not protect an admin account, or undefined when it may. The password is
 * judged exactly as typed: no trimming, no case folding except for the common-password list.
 */
export function adminPasswordProblem(password: string, username?: string): string | undefined {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `must be at most ${MAX_PASSWORD_LENGTH} characters long`;
  }
  const folded = password.toLowerCase();
  if (commonPasswords.has(folded)) return 'is a commonly used password';
  if (username && folded.includes(username.toLowerCase())) return 'must not contain the username';
  if (new Set(password).size < 4) return 'must use more than a few different characters';
  return undefined;
}
