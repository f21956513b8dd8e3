/**
 * Exact decimal arithmetic for money. Every amount the shop shows or stores is an integer number
 * of cents; intermediate products (mm x mm x EUR/m²) are kept as exact scaled integers, so no sum
 * or product ever drifts by binary floating point.
 */

/** An exact decimal value: `units / 10^scale`. */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/**
 * Reads a finite number or a decimal string exactly as written (0.1 stays 1/10, not
 * 0.1000000000000000055...). Throws a RangeError for NaN, Infinity or malformed text.
 */
export function toExactDecimal(value: number | string): ExactDecimal {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Not a finite number: ${value}`);
  }
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) throw new RangeError(`Not a decimal number: "${text}"`);
  const [, sign = '', whole = '0', fraction = '', exponentText = '0'] = match;
  let units = BigInt(`${sign}${whole}${fraction}`);
  let scale = fraction.length - Number(exponentText);
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units, scale };
}

/** Divides and rounds half away from zero (the commercial rounding of prices). */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/**
 * Multiplies the factors exactly, divides by `divisor` and rounds half up to `places` decimals;
 * the result is the rounded value times 10^places, as an integer.
 */
function scaledProduct(
  factors: ReadonlyArray<number | string>,
  divisor: number | string,
  places: number,
): bigint {
  let units = 1n;
  let scale = 0;
  for (const factor of factors) {
    const exact = toExactDecimal(factor);
    units *= exact.units;
    scale += exact.scale;
  }
  const exactDivisor = toExactDecimal(divisor);
  // value = (units / 10^scale) / (divisor.units / 10^divisor.scale), scaled by 10^places
  const numerator = units * 10n ** BigInt(places + exactDivisor.scale);
  const denominator = exactDivisor.units * 10n ** BigInt(scale);
  return divideRoundHalfUp(numerator, denominator);
}

/**
 * Multiplies the factors exactly, divides by `divisor` and rounds half up to whole cents.
 * Example: 1000 mm x 500 mm x 28.90 EUR/m² / 1 000 000 mm²/m² = 1445 cents.
 */
export function productToCents(
  factors: ReadonlyArray<number | string>,
  divisor: number = 1,
): number {
  return toSafeNumber(scaledProduct(factors, divisor, 2));
}

/**
 * The same exact product for measures: 1000 mm x 500 mm / 1 000 000 = 0.5 m², rounded half up
 * to `places` decimals.
 */
export function productToDecimal(
  factors: ReadonlyArray<number | string>,
  divisor: number,
  places: number,
): number {
  return Number(formatScaled(scaledProduct(factors, divisor, places), places));
}

/** Rounds an amount in EUR (number or decimal string) to whole cents, half up. */
export function toCents(euros: number | string): number {
  return productToCents([euros]);
}

/** Cents as a EUR number with at most two decimals (exact for every cent value in range). */
export function centsToEuros(cents: number): number {
  assertCents(cents);
  return Number(formatCents(cents));
}

/** Cents as a plain decimal string with two places, e.g. 1445 -> "14.45". */
export function formatCents(cents: number): string {
  assertCents(cents);
  const negative = cents < 0;
  const absolute = Math.abs(cents);
  const euros = Math.floor(absolute / 100);
  const rest = String(absolute % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${euros}.${rest}`;
}

/** A price in EUR as the cart and the orders write it: a decimal string with two places ("14.45"). */
export function toMoneyString(euros: number | string): string {
  return formatCents(toCents(euros));
}

/** Sums integer cent amounts. */
export function sumCents(amounts: ReadonlyArray<number>): number {
  return amounts.reduce((total, amount) => {
    assertCents(amount);
    return total + amount;
  }, 0);
}

/** Rounds a measure (area, length) to `places` decimals, half up, exactly. */
export function roundDecimal(value: number | string, places: number): number {
  return productToDecimal([value], 1, places);
}

/** An integer holding a value times 10^places, written as a decimal ("-0.05" for -5, 2). */
function formatScaled(scaled: bigint, places: number): string {
  const sign = scaled < 0n ? '-' : '';
  const digits = (scaled < 0n ? -scaled : scaled).toString().padStart(places + 1, '0');
  if (places === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer: ${cents}`);
}

function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError('Amount out of range');
  }
  return Number(value);
}
