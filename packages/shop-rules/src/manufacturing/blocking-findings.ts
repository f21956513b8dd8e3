import type { ManufacturabilityCode } from '@shop/contracts';

/**
 * Findings that keep a part out of the cart (it cannot be made at all: too large for the sheet,
 * or a hole outside the metal); the others are warnings the customer confirms.
 */
export const blockingManufacturabilityCodes: readonly ManufacturabilityCode[] = [
  'part_too_large',
  'hole_outside_part',
];

/** True for a finding that keeps its part out of the cart. */
export function isBlockingFinding(code: ManufacturabilityCode): boolean {
  return blockingManufacturabilityCodes.includes(code);
}
