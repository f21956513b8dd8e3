import type { CartLine, PlaceOrderBody } from '@shop/contracts';
import { loadAttempt, saveAttempt } from './checkout-draft-storage';

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
 * What one attempt orders, as one string: the body as it is sent and each cart line with its
 * quantity. A changed field that changes the body, or a changed cart, is another attempt.
 */
export function attemptFingerprint(body: PlaceOrderBody, lines: readonly CartLine[]): string {
  return JSON.stringify({ body, lines: lines.map((line) => [line.id, line.quantity]) });
}

/**
 * The `Idempotency-Key` for ordering `fingerprint`. The key of the open attempt is kept (across
 * failures and reloads) while the values are the very same, so a retry after a lost answer names
 * the same attempt and the server answers with the order it may already have placed, never a
 * second one. Once the customer changes what is ordered, a new key is made: the server refuses a
 * key sent again with another body.
 */
export function attemptIdempotencyKey(fingerprint: string): string {
  const open = loadAttempt();
  if (open?.fingerprint === fingerprint) return open.key;
  const key = randomUuid();
  saveAttempt({ key, fingerprint });
  return key;
}
