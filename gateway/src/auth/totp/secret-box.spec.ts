import { describe, expect, it } from '@jest/globals';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.js';
import { SecretBox } from './secret-box.js';

describe('V11 TOTP secrets are stored encrypted (AES-256-GCM)', () => {
  const box = new SecretBox('k'.repeat(40));
  const secret = Buffer.from('12345678901234567890');

  it('opens what it sealed, and the sealed form does not contain the secret', () => {
    const sealed = box.seal(secret, 'admin:1');
    expect(sealed).not.toContain(secret.toString('base64url'));
    expect(box.open(sealed, 'admin:1')).toEqual(secret);
  });

  it('refuses another key or another account', () => {
    const sealed = box.seal(secret, 'admin:1');
    expect(() => new SecretBox('x'.repeat(40)).open(sealed, 'admin:1')).toThrow();
    expect(() => box.open(sealed, 'admin:2')).toThrow();
  });
});

describe('V6.6 recovery codes', () => {
  it('gives ten different codes of 80 bits, hashed the same however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    const code = codes[0]!;
    expect(recoveryCodeHash(code.toUpperCase().replace(/-/g, ''))).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(codes[1]!)).not.toBe(recoveryCodeHash(code));
  });
});
