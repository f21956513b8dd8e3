import {
  parseNumberInput,
  updateMaterialPriceBodySchema,
  type MaterialPrice,
  type UpdateMaterialPriceBody,
} from '@shop/contracts';
import { fieldMessagesOf, type FieldMessage } from '../errors/field-messages';

export type PriceField = 'pricePerM2' | 'cuttingLineCost';
export const priceFields: readonly PriceField[] = ['pricePerM2', 'cuttingLineCost'];

/** What the operator typed into a row, per field; a field without an entry shows the stored value. */
export type PriceEdits = Partial<Record<PriceField, string>>;

/**
 * Whether an edit differs from the stored value. '28.9' for a stored 28.90 is no change; text that
 * is not a number always is one (so its message shows and the operator can fix it).
 */
export function differsFromStored(text: string, stored: number): boolean {
  const parsed = parseNumberInput(text);
  return parsed.kind !== 'number' || parsed.value !== stored;
}

export interface PriceRowChanges {
  /** Save is possible only when something differs from the stored row. */
  hasChanges: boolean;
  /** The PATCH body with the changed values only, or null while one of them is invalid. */
  body: UpdateMaterialPriceBody | null;
  /** The message of each changed field that is invalid (price > 0, cutting cost >= 0). */
  fieldMessages: Partial<Record<PriceField, FieldMessage>>;
}

/** Compares a row's edits with its stored values and validates the changed ones by the contract. */
export function priceRowChanges(row: MaterialPrice, edits: PriceEdits): PriceRowChanges {
  const changed = Object.fromEntries(
    priceFields.flatMap((field) => {
      const text = edits[field];
      return text !== undefined && differsFromStored(text, row[field])
        ? [[field, text.trim()]]
        : [];
    }),
  );
  if (Object.keys(changed).length === 0)
    return { hasChanges: false, body: null, fieldMessages: {} };
  // The version this row was read at: a save over someone else's newer edit answers 409.
  const result = updateMaterialPriceBodySchema.safeParse({ ...changed, version: row.version });
  if (result.success) return { hasChanges: true, body: result.data, fieldMessages: {} };
  return {
    hasChanges: true,
    body: null,
    fieldMessages: fieldMessagesOf<PriceField>(result.error.issues),
  };
}
