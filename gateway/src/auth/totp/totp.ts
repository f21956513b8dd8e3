import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app defaults to: HMAC-SHA-1, 30 s, 6 digits. */
export const TOTP_ALGORITHM = 'SHA1';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the previous and the next step are accepted too (clock drift, typing time). */
export const TOTP_ALLOWED_DRIFT_STEPS = 1;

/** Length of a new shared secret: 160 bits, RFC 4226's recommended length for SHA-1. */
const SECRET_BYTES = 20;

const SIX_DIGITS = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** Codes are only computed and compared here; the label and issuer matter in the URI alone. */
const EMPTY_NAMING = { issuer: '', label: '' };

/** A new random shared secret, as raw bytes (what is stored, sealed). */
export function newTotpSecret(): Uint8Array {
  return new Secret({ size: SECRET_BYTES }).bytes;
}

/** RFC 4648 base32 without padding: how authenticator apps take a secret that is typed in. */
export function toBase32(bytes: Uint8Array): string {
  return asSecret(bytes).base32;
}

/** The bytes of a base32 text (any case; spaces and padding ignored). */
export function fromBase32(text: string): Uint8Array {
  return Secret.fromBase32(text).bytes;
}

/** The time step (RFC 6238's T) of an instant. */
export function totpStep(epochMs: number): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: epochMs });
}

/** The code an authenticator shows at `epochMs`. */
export function totpAt(secret: Uint8Array, epochMs: number): string {
  return totpOf(secret).generate({ timestamp: epochMs });
}

/**
 * The time step whose code `code` is, within ±{@link TOTP_ALLOWED_DRIFT_STEPS} of `epochMs`, or
 * undefined. Anything but six ASCII digits is refused before any comparison. The caller refuses
 * a step it has already accepted once (no replay), which is why the step and not a yes/no comes
 * back.
 */
export function matchingTotpStep(
  secret: Uint8Array,
  code: string,
  epochMs: number,
): number | undefined {
  if (!SIX_DIGITS.test(code)) return undefined;
  const delta = totpOf(secret).validate({
    token: code,
    timestamp: epochMs,
    window: TOTP_ALLOWED_DRIFT_STEPS,
  });
  return delta === null ? undefined : totpStep(epochMs) + delta;
}

/**
 * The `otpauth://` URI authenticator apps read (as a QR code or pasted): the label
 * `issuer:account`, then issuer, secret, algorithm, digits and period.
 */
export function otpauthUri(secret: Uint8Array, issuer: string, account: string): string {
  return totpOf(secret, { issuer, label: account }).toString();
}

function totpOf(
  secret: Uint8Array,
  naming: { issuer: string; label: string } = EMPTY_NAMING,
): TOTP {
  return new TOTP({
    ...naming,
    secret: asSecret(secret),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** A copy into a buffer of its own: a Node Buffer may be a view into a larger shared pool. */
function asSecret(bytes: Uint8Array): Secret {
  return new Secret({ buffer: new Uint8Array(bytes).buffer });
}
