import { describe, expect, it } from '@jest/globals';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingTotpStep,
  otpauthUri,
  totpAt,
  totpStep,
} from './totp.js';

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890". */
const rfcSecret = Buffer.from('12345678901234567890', 'ascii');

describe('V6.5 TOTP (RFC 6238, HMAC-SHA-1, 30 s steps)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('matches the RFC 6238 test vector at T=%i', (seconds, code) => {
    expect(hotp(rfcSecret, totpStep(seconds * 1000), 8)).toBe(code);
  });

  it('matches the RFC 4226 HOTP test vectors (6 digits)', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676'];
    expect(expected.map((_code, counter) => hotp(rfcSecret, counter))).toEqual(expected);
  });

  it('accepts the code of the current step and of one step either side, nothing further', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchingTotpStep(rfcSecret, totpAt(rfcSecret, now), now)).toBe(step);
    expect(matchingTotpStep(rfcSecret, totpAt(rfcSecret, now - 30_000), now)).toBe(step - 1);
    expect(matchingTotpStep(rfcSecret, totpAt(rfcSecret, now + 30_000), now)).toBe(step + 1);
    expect(matchingTotpStep(rfcSecret, totpAt(rfcSecret, now - 60_000), now)).toBeUndefined();
    expect(matchingTotpStep(rfcSecret, totpAt(rfcSecret, now + 60_000), now)).toBeUndefined();
  });

  it('refuses anything but six digits', () => {
    const now = 1_700_000_000_000;
    const code = totpAt(rfcSecret, now);
    for (const bad of ['', `${code}0`, ` ${code}`, code.slice(1), 'abcdef']) {
      expect(matchingTotpStep(rfcSecret, bad, now)).toBeUndefined();
    }
  });

  it('encodes base32 like RFC 4648 (no padding) and back', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Encode(rfcSecret)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('builds an otpauth URI authenticator apps read', () => {
    expect(otpauthUri(rfcSecret, 'Bleche', 'admin')).toBe(
      'otpauth://totp/Bleche:admin?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Bleche&algorithm=SHA1&digits=6&period=30',
    );
  });
});
