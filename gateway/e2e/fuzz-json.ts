// JSON text for the fuzzing suite's bodies, as fast-check arbitraries: values of every shape with
// known field names, prototype-pollution keys and hostile numbers among them, objects no contract
// accepts, deep nesting and broken JSON.
import fc from 'fast-check';

/**
 * Every JSON object body carries this field, which no contract knows: every body is invalid by
 * construction (the contracts are strict objects), so no request may change stored data.
 */
export const UNKNOWN_FIELD = 'fuzzUnexpectedField';

/** Field names our contracts do know, so wrong types land on real fields too. */
const knownFields = [
  'materialId',
  'width',
  'height',
  'thickness',
  'quantity',
  'productId',
  'dimensionId',
  'quoteId',
  'designParameters',
  'parameters',
  'holes',
  'email',
  'name',
  'company',
  'message',
  'username',
  'password',
  'price',
  'unitPrice',
  'totalPrice',
  'slug',
  'category',
];
const pollutionKeys = ['__proto__', 'constructor', 'prototype'];

export const numberTokens = [
  '1e309',
  '-1e309',
  '9007199254740993',
  '-9007199254740993',
  '123456789012345678901234567890123456789',
  '1e-400',
  '-0',
  '0.1e1000000',
  '4294967296',
  '1.5',
  '-1',
  '0',
  '1E2',
  '9'.repeat(400),
];

const jsonString = (text: string) => JSON.stringify(text);

const keyText = fc
  .oneof(
    fc.constantFrom(...knownFields),
    fc.constantFrom(...pollutionKeys),
    fc.string({ maxLength: 12 }),
  )
  .map(jsonString);

const scalarText = fc.oneof(
  fc.constantFrom(...numberTokens),
  fc.jsonValue({ maxDepth: 1 }).map((value) => JSON.stringify(value) ?? 'null'),
  fc.string({ unit: 'binary', maxLength: 40 }).map(jsonString),
  fc.integer({ min: 1, max: 20_000 }).map((length) => jsonString('x'.repeat(length))),
);

/** JSON text of any value: scalars, arrays and objects (pollution keys among their keys). */
export const valueText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    scalarText,
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(keyText, tie('value')), { maxLength: 4 })
      .map((entries) => `{${entries.map(([key, value]) => `${key}:${value}`).join(',')}}`),
  ),
})).value;

/** A JSON object that no contract accepts: random fields (wrong types, pollution keys) + UNKNOWN_FIELD. */
export const invalidObjectText = fc
  .tuple(fc.array(fc.tuple(keyText, valueText), { maxLength: 6 }), valueText, fc.nat(6))
  .map(([entries, unknownValue, position]) => {
    const all = entries.map(([key, value]) => `${key}:${value}`);
    all.splice(Math.min(position, all.length), 0, `${jsonString(UNKNOWN_FIELD)}:${unknownValue}`);
    return `{${all.join(',')}}`;
  });

export const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 10_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? '['.repeat(depth) + ']'.repeat(depth)
      : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

export const brokenJson = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  invalidObjectText.chain((text) =>
    fc.nat(Math.max(text.length - 1, 0)).map((cut) => text.slice(0, cut)),
  ),
  fc.constantFrom(
    '',
    '{',
    '{"a":1,}',
    "{'a':1}",
    'NaN',
    '\uFEFF{"a":1}',
    '{"a":1}{"b":2}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '\u0000',
    '[1,2',
    'null',
  ),
);
