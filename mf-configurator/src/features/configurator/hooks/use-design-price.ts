import { useMemo } from 'react';
import type { MaterialPrice } from '@shop/contracts';
import { priceDesign, type parseDesignParameters } from '@shop/part-geometry';
import type { DesignPrice } from '@shop/shop-rules';
import { sortDesignIssues, type SortedDesignIssues } from '../design-issues';

export type DesignPriceState =
  | { status: 'invalid'; issues: SortedDesignIssues }
  | { status: 'waiting' }
  | { status: 'no-row' }
  | { status: 'priced'; price: DesignPrice; row: MaterialPrice };

/**
 * The price exists only once a material and thickness are chosen and a price row matches.
 * Computed in the browser with the same function the pricing service uses, so the cart agrees to
 * the cent; memoised, so only a change of design or rates computes again. Only a design the schema
 * accepts is priced, so the browser never shows a price the server would refuse.
 */
export function useDesignPrice(
  parsed: ReturnType<typeof parseDesignParameters>,
  rows: readonly MaterialPrice[] | undefined,
  thickness: number | null,
  holeCost: number,
): DesignPriceState {
  const row = thickness === null ? undefined : rows?.find((r) => r.thickness === thickness);
  return useMemo((): DesignPriceState => {
    if (!parsed.ok) return { status: 'invalid', issues: sortDesignIssues(parsed.issues) };
    if (thickness === null || rows === undefined) return { status: 'waiting' };
    if (!row) return { status: 'no-row' };
    try {
      const price = priceDesign(parsed.design, {
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
  }, [parsed, row, rows, thickness, holeCost]);
}
