import { createHash } from 'node:crypto';

/** JSON with every object's keys sorted, so equal values always give the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The key of a set of cutting rules: SHA-256 (hex) of all of its fields in canonical JSON, so a
 * rule added later can never answer from findings checked without it.
 */
export function rulesKey(rules: object): string {
  return createHash('sha256').update(canonicalJson(rules)).digest('hex');
}
