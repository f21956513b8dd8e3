import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended parameter set: 19 MiB memory, 2 iterations, 1 lane.
 * `algorithm: 2` is Algorithm.Argon2id (a const enum, not importable under isolated modules).
 */
export const ARGON2ID_OPTIONS = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

/** True when `password` matches the PHC `passwordHash`; false (never a throw) for a bad hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password nobody knows: verifying an unknown username against it costs the
 * same time as verifying a real account, so response time does not tell whether a user exists.
 */
export function createDummyHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}
