import { describe, expect, it } from '@jest/globals';
import { adminPasswordProblem } from './password-policy.js';

describe('adminPasswordProblem', () => {
  it('accepts a long passphrase', () => {
    expect(adminPasswordProblem('seven blue sheets of steel', 'admin')).toBeUndefined();
  });

  it('refuses fewer than 12 characters', () => {
    expect(adminPasswordProblem('Ab3$efgh1jk', 'admin')).toMatch(/at least 12 characters/);
  });

  it('refuses more than 128 characters', () => {
    expect(adminPasswordProblem('x1'.repeat(65))).toMatch(/at most 128 characters/);
  });

  it('refuses a common password whatever its case', () => {
    expect(adminPasswordProblem('PassWord1234')).toMatch(/commonly used/);
  });

  it('refuses the password the README publishes for local mode', () => {
    expect(adminPasswordProblem('bleche-admin')).toMatch(/commonly used/);
  });

  it('refuses a password containing the username', () => {
    expect(adminPasswordProblem('my-name-is-Operator', 'operator')).toMatch(/username/);
  });

  it('refuses a long run of few characters', () => {
    expect(adminPasswordProblem('abababababababab')).toMatch(/different characters/);
  });

  it('uses the password exactly as typed: spaces count', () => {
    expect(adminPasswordProblem('  correct horse  ')).toBeUndefined();
  });
});

describe('V6.2.4 common passwords: the top passwords of the breach corpora are refused', () => {
  it('holds at least the 3,000 most common passwords', async () => {
    const { commonPasswords } = await import('./common-passwords.js');
    expect(commonPasswords.size).toBeGreaterThan(3_000);
  });

  it.each(['123qweasdzxc', 'LeaveMeAlone', 'qwerasdfzxcv', 'FinalFantasy', 'sonyericsson'])(
    'refuses %s, a listed password not in the shop list',
    (password) => {
      expect(adminPasswordProblem(password)).toMatch(/commonly used/);
    },
  );
});
