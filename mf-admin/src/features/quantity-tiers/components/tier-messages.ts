import { MAX_QUANTITY_TIERS } from '@shop/contracts';
import { toFieldMessage } from '../../../errors/field-messages';

/** A message under a tier field or the list, as a key of the admin namespace and its values. */
export interface TierMessage {
  key: string;
  values?: Record<string, number>;
}

/**
 * The contract's words about a tier list (the form's own check and a 400 answer say the same) in
 * the operator's language; the admin's general number messages cover the rest.
 */
export function toTierMessage(message: string): TierMessage {
  if (message === 'Must be a whole number') return { key: 'quantityTiers.wholeNumber' };
  if (message === 'Must be less than 100') return { key: 'quantityTiers.lessThan100' };
  if (message === 'Each quantity may have only one tier') return { key: 'quantityTiers.duplicate' };
  if (message === `At most ${MAX_QUANTITY_TIERS} tiers`) {
    return { key: 'quantityTiers.tooMany', values: { max: MAX_QUANTITY_TIERS } };
  }
  const falling = /^Must be at least (\d+(?:\.\d+)?) \(the discount from (\d+) pieces\)$/.exec(
    message,
  );
  if (falling) {
    return {
      key: 'quantityTiers.notFalling',
      values: { min: Number(falling[1]), minQuantity: Number(falling[2]) },
    };
  }
  return toFieldMessage(message);
}
