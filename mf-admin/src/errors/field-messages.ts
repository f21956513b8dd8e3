/** A validation message as an i18n key of the `admin` namespace plus its values. */
export interface FieldMessage {
  key:
    | 'validation.required'
    | 'validation.greaterThanZero'
    | 'validation.nonNegative'
    | 'validation.invalidNumber'
    | 'validation.tooManyDecimals'
    | 'validation.atMost'
    | 'validation.atLeast'
    | 'validation.tooLong'
    | 'validation.materialName'
    | 'validation.invalid'
    | 'thickness.duplicate'
    | 'material.duplicate';
  values?: Record<string, number>;
}

const exactMessages: Record<string, FieldMessage['key']> = {
  Required: 'validation.required',
  'Must be a valid number': 'validation.invalidNumber',
  'Must be greater than 0': 'validation.greaterThanZero',
  'Cannot be negative': 'validation.nonNegative',
  'At most two decimal places': 'validation.tooManyDecimals',
  'Lowercase letters, digits and underscores only, no spaces': 'validation.materialName',
};

/**
 * Translates a message of the contracts' admin schemas (the same English words the gateway
 * answers a 400 with) into the operator's language. An unknown message becomes 'invalid value'
 * rather than English in a German form.
 */
export function toFieldMessage(message: string): FieldMessage {
  const exact = exactMessages[message];
  if (exact) return { key: exact };
  const atMost = /^Must be at most (\d+(?:\.\d+)?)/.exec(message);
  if (atMost) return { key: 'validation.atMost', values: { max: Number(atMost[1]) } };
  const atLeast = /^Must be at least (-?\d+(?:\.\d+)?)/.exec(message);
  if (atLeast) return { key: 'validation.atLeast', values: { min: Number(atLeast[1]) } };
  const tooLong = /^At most (\d+) characters$/.exec(message);
  if (tooLong) return { key: 'validation.tooLong', values: { max: Number(tooLong[1]) } };
  return { key: 'validation.invalid' };
}

/** The first message per field, from zod issues or from a 400 answer's `issues`. */
export function fieldMessagesOf<Field extends string>(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> | string; message: string }>,
): Partial<Record<Field, FieldMessage>> {
  const messages: Partial<Record<Field, FieldMessage>> = {};
  for (const issue of issues) {
    const field = (
      typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.')
    ) as Field;
    if (!messages[field]) messages[field] = toFieldMessage(issue.message);
  }
  return messages;
}
