/** The marks a cart line carries when it cannot go into an order. */
export interface OrderableMarks {
  /** The line could not be priced again (its material, thickness or product is gone). */
  unavailable?: boolean;
  /** The part, checked again under changed cutting rules, has a blocking finding. */
  notManufacturable?: boolean;
}

/** Why a cart line cannot be ordered. */
export type OrderHold = 'unavailable' | 'not-manufacturable';

/**
 * Why the line cannot be ordered, or undefined when it can: a line that can no longer be priced,
 * then a part the laser can no longer make. Such a line stays in the cart, shown, but counts
 * neither in the badge, nor in the totals, nor in an order.
 */
export function orderHold(line: OrderableMarks): OrderHold | undefined {
  if (line.unavailable) return 'unavailable';
  if (line.notManufacturable) return 'not-manufacturable';
  return undefined;
}

/** True for a line that can go into an order: neither unavailable nor not manufacturable. */
export function isOrderableLine(line: OrderableMarks): boolean {
  return orderHold(line) === undefined;
}

/** The lines an order would contain, in their order. */
export function orderableLines<Line extends OrderableMarks>(lines: readonly Line[]): Line[] {
  return lines.filter(isOrderableLine);
}
