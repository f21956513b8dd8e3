import { calculatePriceRequestSchema, type CalculatePriceRequest } from '@shop/contracts';

export type PriceInputField = keyof CalculatePriceRequest;

/** What the visitor typed or picked; every field stays text until it is validated. */
export interface PriceInputs {
  materialId: string;
  width: string;
  height: string;
  thickness: string;
}

/** A field message as an i18n key of the `calculator` namespace plus its values. */
export interface FieldMessage {
  key:
    | 'validation.required'
    | 'validation.greaterThanZero'
    | 'validation.invalidNumber'
    | 'validation.atLeast'
    | 'validation.atMost'
    | 'validation.tooManyDecimals';
  values?: Record<string, number>;
}

export interface ValidatedPriceInputs {
  /** The request to send, or null while any field is missing or invalid. */
  request: CalculatePriceRequest | null;
  /**
   * Messages for fields that hold something invalid. An empty field gets 'required' only once the
   * visitor has typed in it; before that the empty-state prompt asks for it.
   */
  fieldMessages: Partial<Record<PriceInputField, FieldMessage>>;
}

const fields: PriceInputField[] = ['materialId', 'width', 'height', 'thickness'];

/**
 * Decides with the contract's own schema (the one the gateway enforces) whether the inputs make a
 * valid price request, so the browser never sends what the server would reject with a 400.
 */
export function validatePriceInputs(
  inputs: PriceInputs,
  touchedFields: ReadonlySet<PriceInputField> = new Set(),
): ValidatedPriceInputs {
  const candidate = Object.fromEntries(
    fields.map((field) => [field, toNumberOrUndefined(inputs[field])]),
  );
  const result = calculatePriceRequestSchema.safeParse(candidate);
  if (result.success) return { request: result.data, fieldMessages: {} };

  const fieldMessages: ValidatedPriceInputs['fieldMessages'] = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PriceInputField;
    if (fieldMessages[field]) continue;
    if (inputs[field].trim() === '') {
      if (touchedFields.has(field)) fieldMessages[field] = { key: 'validation.required' };
      continue;
    }
    fieldMessages[field] = describeIssue(issue, candidate[field]);
  }
  return { request: null, fieldMessages };
}

function toNumberOrUndefined(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

type Issue = NonNullable<
  ReturnType<typeof calculatePriceRequestSchema.safeParse>['error']
>['issues'][number];

function describeIssue(issue: Issue, value: number | undefined): FieldMessage {
  if (value === undefined || Number.isNaN(value) || issue.code === 'invalid_type') {
    return { key: 'validation.invalidNumber' };
  }
  if (value <= 0) return { key: 'validation.greaterThanZero' };
  if (issue.code === 'too_small') {
    return { key: 'validation.atLeast', values: { min: Number(issue.minimum) } };
  }
  if (issue.code === 'too_big') {
    return { key: 'validation.atMost', values: { max: Number(issue.maximum) } };
  }
  return { key: 'validation.tooManyDecimals' };
}
