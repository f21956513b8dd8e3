/** The cost of one hole (or pierce) in EUR when the `hole_cost` setting is absent; also its seed. */
export const DEFAULT_HOLE_COST_EUR = 1;

/**
 * The hole cost to price with: the `hole_cost` setting when it is a positive finite amount, else
 * the default 1.00 EUR. A stored 0, an empty or unreadable value and a missing setting all count
 * as absent, so the browser and the server price with the same amount.
 */
export function holeCostOrDefault(value: number | null | undefined): number;
export function holeCostOrDefault(value: number | string | null | undefined): number | string;
export function holeCostOrDefault(value: number | string | null | undefined): number | string {
  if (value === null || value === undefined) return DEFAULT_HOLE_COST_EUR;
  if (typeof value === 'string' && value.trim() === '') return DEFAULT_HOLE_COST_EUR;
  const amount = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(amount) && amount > 0 ? value : DEFAULT_HOLE_COST_EUR;
}
