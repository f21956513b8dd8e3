import { loadAttemptKey, saveAttemptKey } from './checkout-draft-storage';

/**
 * A random UUID. `crypto.randomUUID` exists only on secure pages (https, localhost); a shop tried
 * over plain http still needs a key, so the same version-4 UUID is built from random bytes there.
 */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The `Idempotency-Key` of this checkout attempt: made once and kept (across failures and
 * reloads) until the order succeeds, so a retry after a lost answer names the same attempt and
 * the server answers with the order it may already have placed, never a second one.
 */
export function attemptIdempotencyKey(): string {
  const existing = loadAttemptKey();
  if (existing) return existing;
  const key = randomUuid();
  saveAttemptKey(key);
  return key;
}
