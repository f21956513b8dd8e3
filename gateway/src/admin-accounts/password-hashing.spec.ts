import { describe, expect, it } from '@jest/globals';
import { hashPassword, verifyPassword } from './password-hashing.js';

describe('admin password hashing', () => {
  it('V11.4 password storage: argon2id with m=19 MiB, t=2, p=1 (OWASP), a salt of its own per hash', async () => {
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');

    expect(first).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22,}\$[A-Za-z0-9+/]{43,}$/,
    );
    expect(second).not.toBe(first);
  });

  it('V6.2 passwords used exactly as typed: a trailing space or another case does not match', async () => {
    const stored = await hashPassword('Stahlblech 2026!');

    expect(await verifyPassword(stored, 'Stahlblech 2026!')).toBe(true);
    expect(await verifyPassword(stored, 'Stahlblech 2026! ')).toBe(false);
    expect(await verifyPassword(stored, 'stahlblech 2026!')).toBe(false);
    expect(await verifyPassword('not a hash', 'Stahlblech 2026!')).toBe(false);
  });
});
