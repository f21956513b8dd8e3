import { createHash } from 'node:crypto';

/** JSON with every object's keys sorted (and undefined fields left out), so equal values give the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const members = entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * SHA-256 (64 hex digits) of a value's canonical JSON: equal values, whatever the order of their
 * keys, have the same fingerprint; any difference in any field gives another.
 */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}
