import {
  parseNumberInput,
  updateSystemSettingBodySchema,
  type UpdateSystemSettingBody,
} from '@shop/contracts';
import { fieldMessagesOf } from '../../../errors/field-messages';

/** A message key of the `admin` namespace plus its values. */
export interface HoleCostMessage {
  key: string;
  values?: Record<string, number>;
}

export type HoleCostValidation =
  { body: UpdateSystemSettingBody; message?: undefined } | { body: null; message: HoleCostMessage };

/**
 * The hole cost must be present and >= 0, and an entered 0 counts as missing; each of
 * these gets the one message 'Die Lochkosten müssen größer oder gleich 0 sein'. Other problems
 * (not a number, three decimals) get their own message from the contract.
 */
export function validateHoleCost(text: string): HoleCostValidation {
  const invalid = { body: null, message: { key: 'settings.holeCostInvalid' } } as const;
  const parsed = parseNumberInput(text);
  if (parsed.kind === 'empty' || (parsed.kind === 'number' && parsed.value === 0)) return invalid;
  const trimmed = text.trim();
  const result = updateSystemSettingBodySchema.safeParse({ value: trimmed });
  if (result.success) return { body: result.data };
  const message = fieldMessagesOf<'value'>(result.error.issues).value;
  if (
    !message ||
    message.key === 'validation.nonNegative' ||
    message.key === 'validation.required'
  ) {
    return invalid;
  }
  return { body: null, message };
}
