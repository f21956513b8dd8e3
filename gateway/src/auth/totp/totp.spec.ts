import { describe, expect, it } from '@jest/globals';
import { Secret, TOTP } from 'otpauth';
import { SecretBox } from './secret-box.js';
import {
  fromBase32,
  matchingTotpStep,
  newTotpSecret,
  otpauthUri,
  TOTP_ALGORITHM,
  TOTP_PERIOD_SECONDS,
  toBase32,
  totpAt,
  totpStep,
} from './totp.js';

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890". */
const rfcSecret = Buffer.from('12345678901234567890', 'ascii');

/** What an authenticator app reads from an otpauth URI, whatever the order of its parameters. */
function uriContent(uri: string) {
  const url = new URL(uri);
  return {
    scheme: url.protocol,
    type: url.host,
    label: decodeURIComponent(url.pathname.slice(1)),
    parameters: Object.fromEntries([...url.searchParams].sort(([a], [b]) => a.localeCompare(b))),
  };
}

describe('V6.5 TOTP (RFC 6238, HMAC-SHA-1, 30 s steps)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('matches the RFC 6238 test vector at T=%i', (seconds, code) => {
    // The RFC's 8-digit codes with our algorithm and period; our 6-digit code is their tail.
    const eightDigits = TOTP.generate({
      secret: new Secret({ buffer: new Uint8Array(rfcSecret).buffer }),
      algorithm: TOTP_ALGORITHM,
      period: TOTP_PERIOD_SECONDS,
      digits: 8,
      timestamp: seconds * 1000,
    });
    expect(eightDigits).toBe(code);
    expect(totpAt(rfcSecret, seconds * 1000)).toBe(code.slice(2));
  });

  it('matches the RFC 4226 HOTP test vectors (6 digits) at the steps of the same counters', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676'];
    const codes = expected.map((_code, counter) => totpAt(rfcSecret, counter * 30_000));
    expect(codes).toEqual(expected);
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
    const fullWidth = code.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));
    for (const bad of ['', `${code}0`, ` ${code}`, code.slice(1), 'abcdef', '12345é', fullWidth]) {
      expect(matchingTotpStep(rfcSecret, bad, now)).toBeUndefined();
    }
  });

  it('makes secrets of 160 random bits', () => {
    const secret = newTotpSecret();
    expect(secret).toHaveLength(20);
    expect(toBase32(newTotpSecret())).not.toBe(toBase32(secret));
  });

  it('encodes base32 like RFC 4648 (no padding) and back', () => {
    expect(toBase32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(Buffer.from(fromBase32('MZXW6YTBOI')).toString()).toBe('foobar');
    expect(Buffer.from(fromBase32('mzxw 6ytb oi======')).toString()).toBe('foobar');
    expect(toBase32(rfcSecret)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('encodes only the bytes of a secret that is a view into a larger buffer', () => {
    const pooled = Buffer.concat([Buffer.from('prefix'), rfcSecret, Buffer.from('suffix')]);
    const view = pooled.subarray(6, 26);
    expect(toBase32(view)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpAt(view, 59_000)).toBe('287082');
  });

  it('builds an otpauth URI authenticator apps read', () => {
    const uri = otpauthUri(rfcSecret, 'Bleche', 'admin');
    expect(uri).toBe(
      'otpauth://totp/Bleche:admin?issuer=Bleche&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA1&digits=6&period=30',
    );
    // The same content as the URI the gateway handed out before it used otpauth.
    expect(uriContent(uri)).toEqual(
      uriContent(
        'otpauth://totp/Bleche:admin?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Bleche&algorithm=SHA1&digits=6&period=30',
      ),
    );
  });
});

describe('V6.5 TOTP secrets enrolled before the switch to otpauth', () => {
  // Sealed, encoded and turned into codes by the gateway's own RFC 6238 code before otpauth
  // replaced it: an admin who enrolled then must not have to enrol again.
  const enrolledBefore = {
    keyMaterial: 'enrolled-before-otpauth-kkkkkkkkkkkkkkkk',
    associatedData: 'admin_accounts:7',
    sealed: 'v1.LDoRNxcba3k4O4Ub.QfkO59lWDh3hspI2HA7o1w.d6R69EoSxG5nlloMj-8QXdBBpkI',
    base32: 'SATTMSR4IYUMUQWK3TTT3XLLXXE7LQS6',
    otpauthUri:
      'otpauth://totp/Bleche:anna?secret=SATTMSR4IYUMUQWK3TTT3XLLXXE7LQS6&issuer=Bleche&algorithm=SHA1&digits=6&period=30',
    /** 2026-01-01T00:00:00Z, time step 58907520. */
    at: 1_767_225_600_000,
    step: 58_907_520,
    /** The codes of the steps before, at, after and two after `at`. */
    codes: ['246868', '035702', '565941', '296182'],
  };
  const secret = new SecretBox(enrolledBefore.keyMaterial).open(
    enrolledBefore.sealed,
    enrolledBefore.associatedData,
  );

  it('still verifies a secret enrolled with the code before otpauth', () => {
    const { at, step, codes } = enrolledBefore;
    expect(totpStep(at)).toBe(step);
    expect(matchingTotpStep(secret, codes[1]!, at)).toBe(step);
    expect(matchingTotpStep(secret, codes[0]!, at)).toBe(step - 1);
    expect(matchingTotpStep(secret, codes[2]!, at)).toBe(step + 1);
    expect(matchingTotpStep(secret, codes[3]!, at)).toBeUndefined();
  });

  it('shows that secret as the same base32 and the same otpauth URI content as before', () => {
    expect(toBase32(secret)).toBe(enrolledBefore.base32);
    expect(Buffer.from(fromBase32(enrolledBefore.base32))).toEqual(secret);
    expect(uriContent(otpauthUri(secret, 'Bleche', 'anna'))).toEqual(
      uriContent(enrolledBefore.otpauthUri),
    );
  });
});
