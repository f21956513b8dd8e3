import {
  calculatePriceRequestSchema,
  MAX_SHEET_SIDE_MM,
  MIN_SHEET_SIDE_MM,
  parseNumberInput,
  type CalculatePriceRequest,
} from '@shop/contracts';
import { numberRuleMessage, type NumberEntryMessage, type NumberRules } from '@shop/ui';

export type PriceInputField = keyof CalculatePriceRequest;

/** What the visitor typed or picked; every field stays text until it is validated. */
export interface PriceInputs {
  materialId: string;
  width: string;
  height: string;
  thickness: string;
}

/** A field message, said by the shared number fields' texts (`useNumberEntryText`). */
export type FieldMessage = NumberEntryMessage;

export interface ValidatedPriceInputs {
  /** The request to send, or null while any field is missing or invalid. */
  request: CalculatePriceRequest | null;
  /**
   * Messages for fields that hold something invalid. An empty field gets 'required' only once the
   * visitor has typed in it; before that the empty-state prompt asks for it.
   */
  fieldMessages: Partial<Record<PriceInputField, FieldMessage>>;
}

/** A sheet side as the contract takes it: the contract's limits, at most one decimal. */
export const sheetSideRules: NumberRules = {
  min: MIN_SHEET_SIDE_MM,
  max: MAX_SHEET_SIDE_MM,
  decimals: 1,
  unit: 'mm',
};

const fields: PriceInputField[] = ['materialId', 'width', 'height', 'thickness'];

/**
 * Reads the typed sides as a person writes them ('12,5' is 12.5) and decides with the contract's
 * own schema (the one the gateway enforces) whether the inputs make a valid price request, so the
 * browser never sends what the server would reject with a 400.
 */
export function validatePriceInputs(
  inputs: PriceInputs,
  touchedFields: ReadonlySet<PriceInputField> = new Set(),
): ValidatedPriceInputs {
  const read = Object.fromEntries(fields.map((field) => [field, parseNumberInput(inputs[field])]));
  const candidate = Object.fromEntries(
    fields.map((field) => {
      const parsed = read[field];
      return [field, parsed?.kind === 'number' ? parsed.value : undefined];
    }),
  );
  const result = calculatePriceRequestSchema.safeParse(candidate);
  if (result.success) return { request: result.data, fieldMessages: {} };

  const fieldMessages: ValidatedPriceInputs['fieldMessages'] = {};
  const refused = new Set(result.error.issues.map((issue) => issue.path[0] as PriceInputField));
  for (const field of fields) {
    if (!refused.has(field)) continue;
    const parsed = read[field];
    if (parsed?.kind === 'empty') {
      if (touchedFields.has(field)) fieldMessages[field] = { key: 'required' };
    } else if (parsed?.kind !== 'number') {
      fieldMessages[field] = { key: 'invalidNumber' };
    } else if (field === 'width' || field === 'height') {
      fieldMessages[field] = numberRuleMessage(parsed.value, sheetSideRules) ?? {
        key: 'invalidNumber',
      };
    } else {
      fieldMessages[field] = { key: 'invalidNumber' };
    }
  }
  return { request: null, fieldMessages };
}
