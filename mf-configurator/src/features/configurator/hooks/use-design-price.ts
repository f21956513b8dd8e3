import { useMemo } from 'react';
import type { MaterialPrice } from '@shop/contracts';
import { priceDesign, type DesignParameters, type DesignPrice } from '@shop/part-geometry';

export type DesignPriceState =
  | { status: 'waiting' }
  | { status: 'no-row' }
  | { status: 'priced'; price: DesignPrice; row: MaterialPrice };

/**
 * SPEC 4: the price exists only once a material and thickness are chosen and a price row matches.
 * Computed in the browser with the same function the pricing service uses, so the cart agrees to
 * the cent; memoised, so only a change of design or rates computes again.
 */
export function useDesignPrice(
  design: DesignParameters,
  rows: readonly MaterialPrice[] | undefined,
  thickness: number | null,
  holeCost: number,
): DesignPriceState {
  const row = thickness === null ? undefined : rows?.find((r) => r.thickness === thickness);
  return useMemo((): DesignPriceState => {
    if (thickness === null || rows === undefined) return { status: 'waiting' };
    if (!row) return { status: 'no-row' };
    try {
      const price = priceDesign(design, {
        pricePerM2: row.pricePerM2,
        cuttingLineCost: row.cuttingLineCost,
        holeCost,
      });
      return Number.isFinite(price.totalPrice)
        ? { status: 'priced', price, row }
        : { status: 'no-row' };
    } catch {
      return { status: 'no-row' };
    }
  }, [design, row, rows, thickness, holeCost]);
}
