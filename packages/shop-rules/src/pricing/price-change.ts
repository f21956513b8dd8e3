import {
  centsToEuros,
  divideRoundHalfUp,
  toExactDecimal,
  type BulkPriceUpdate,
  type MaterialPrice,
  type PriceChange,
} from '@shop/contracts';

/**
 * An amount in EUR changed by `percent` (e.g. 28.90 and 4.5 -> 30.20), computed exactly and
 * rounded half up to cents: amount x (100 + percent) / 100. The admin's bulk form uses it; the
 * server checks the result like any typed value.
 */
export function changeByPercent(euros: number | string, percent: number | string): number {
  const amount = toExactDecimal(euros);
  const change = toExactDecimal(percent);
  // amount.units / 10^a x (100 x 10^c + change.units) / 10^c / 100, in cents (x 100).
  const factorUnits = 100n * 10n ** BigInt(change.scale) + change.units;
  const numerator = amount.units * factorUnits;
  const denominator = 10n ** BigInt(amount.scale + change.scale);
  const cents = divideRoundHalfUp(numerator, denominator);
  return centsToEuros(Number(cents));
}

/**
 * The bulk update that applies `change` to every row, each with the version it was read at (so
 * an edit made meanwhile by someone else answers 409 and nothing changes).
 */
export function priceChangeUpdates(
  rows: ReadonlyArray<MaterialPrice>,
  change: PriceChange,
): BulkPriceUpdate[] {
  return rows.map((row) => ({
    materialId: row.materialId,
    thickness: row.thickness,
    version: row.version,
    ...(change.pricePerM2 !== undefined
      ? { pricePerM2: changeByPercent(row.pricePerM2, change.pricePerM2) }
      : {}),
    ...(change.cuttingLineCost !== undefined
      ? { cuttingLineCost: changeByPercent(row.cuttingLineCost, change.cuttingLineCost) }
      : {}),
  }));
}
