// Request bodies for the fuzzing suite, as fast-check arbitraries: JSON under JSON content types,
// bodies under the wrong content type, and multipart/form-data garbage aimed at the DXF upload.
import fc from 'fast-check';
import {
  brokenJson,
  deepNesting,
  invalidObjectText,
  numberTokens,
  UNKNOWN_FIELD,
  valueText,
} from './fuzz-json.js';

const jsonContentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/JSON',
  'application/json; charset=latin1',
];
const otherContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/vnd.api+json',
  'application/json, text/plain',
  'multipart/form-data',
  '*/*',
  'application/octet-stream',
];

export interface GeneratedBody {
  kind: string;
  contentType?: string;
  body: Buffer;
}

const jsonBody = (kind: string, text: fc.Arbitrary<string>) =>
  fc
    .tuple(text, fc.constantFrom(...jsonContentTypes))
    .map(([body, contentType]): GeneratedBody => ({
      kind,
      contentType,
      body: Buffer.from(body),
    }));

/** A body that is not a JSON object at all (array, number, string, null). */
const nonObjectJson = fc
  .oneof(
    valueText.filter((text) => !text.startsWith('{')),
    fc.constantFrom(...numberTokens),
  )
  .map((text) => text);

const wrongContentType = fc
  .tuple(
    fc.oneof(
      invalidObjectText,
      fc.string({ maxLength: 100 }).map((text) => `a=${text}&b=1`),
    ),
    fc.option(fc.constantFrom(...otherContentTypes), { nil: undefined }),
  )
  .map(([body, contentType]): GeneratedBody => ({
    kind: 'wrong content type',
    ...(contentType === undefined ? {} : { contentType }),
    body: Buffer.from(body),
  }));

/** Bytes that start like a DXF (so they pass the upload's first check) and then go nowhere. */
const dxfLikeBytes = fc
  .array(fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('0', 'LINE', '10', 'EOF', '999')), {
    maxLength: 60,
  })
  .map((lines) => Buffer.from(`0\nSECTION\n2\nENTITIES\n${lines.join('\n')}`));

const partArbitrary = fc.record({
  name: fc.oneof(
    fc.constantFrom('file', 'materialId', 'thickness', 'quantity', UNKNOWN_FIELD),
    fc.string({ maxLength: 20 }),
  ),
  fileName: fc.option(
    fc.oneof(
      fc.constantFrom('part.dxf', 'PART.DXF', '../../etc/passwd.dxf', 'x.dwg', '.dxf', ''),
      fc.string({ maxLength: 300 }).map((name) => `${name}.dxf`),
    ),
    { nil: undefined },
  ),
  content: fc.oneof(
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
    dxfLikeBytes,
  ),
});

/**
 * multipart/form-data garbage: random parts and file names, DXF-looking or random bytes, a wrong
 * boundary, a missing end. A form field no contract knows is always among the parts, so even a
 * well-formed upload is refused before anything is priced or kept.
 */
const multipartGarbage = fc
  .tuple(
    fc.array(partArbitrary, { maxLength: 4 }),
    fc.string({ maxLength: 30 }),
    fc.nat(4),
    fc.constantFrom('well-formed', 'wrong boundary', 'no end', 'no boundary'),
  )
  .map(([parts, unknownValue, position, shape]): GeneratedBody => {
    const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
    const all = [...parts];
    all.splice(Math.min(position, all.length), 0, {
      name: UNKNOWN_FIELD,
      fileName: undefined,
      content: Buffer.from(unknownValue),
    });
    const chunks = all.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name.replace(/["\r\n]/g, '_')}"` +
          (part.fileName === undefined
            ? ''
            : `; filename="${part.fileName.replace(/["\r\n]/g, '_')}"\r\nContent-Type: application/dxf`) +
          '\r\n\r\n',
      ),
      part.content,
      Buffer.from('\r\n'),
    ]);
    if (shape !== 'no end') chunks.push(Buffer.from(`--${boundary}--\r\n`));
    const contentType =
      shape === 'no boundary'
        ? 'multipart/form-data'
        : `multipart/form-data; boundary=${shape === 'wrong boundary' ? 'other' : boundary}`;
    return { kind: `multipart (${shape})`, contentType, body: Buffer.concat(chunks) };
  });

/** Every kind of body the suite sends to the route at `url`; the laser upload gets mostly multipart garbage. */
export function bodyFor(url: string): fc.Arbitrary<GeneratedBody> {
  const json = [
    jsonBody('invalid object', invalidObjectText),
    jsonBody('not an object', nonObjectJson),
    jsonBody('deep nesting', deepNesting),
    jsonBody('broken JSON', brokenJson),
    wrongContentType,
    multipartGarbage,
  ];
  if (url === '/api/laser-quotes') {
    return fc.oneof({ arbitrary: multipartGarbage, weight: 4 }, ...json);
  }
  return fc.oneof(...json);
}
