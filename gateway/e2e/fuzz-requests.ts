// Random and malformed HTTP requests for the fuzzing suite (fuzz-public-routes.e2e-spec.ts), as
// fast-check arbitraries, and a raw HTTP client that sends them byte for byte (supertest would
// refuse or repair some of them: broken percent-encoding, odd content types, truncated multipart).
import { Agent, request as httpRequest } from 'node:http';
import fc from 'fast-check';

/** A route as the gateway's router registers it (`/api/cart/:id`). */
export interface FuzzRoute {
  method: string;
  url: string;
}

/** One request: which route it aims at, what kind of garbage it carries, and its bytes. */
export interface FuzzRequest {
  route: FuzzRoute;
  kind: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** What the gateway answered: its status, or the network error instead of one. */
export interface FuzzAnswer {
  status?: number;
  error?: string;
  body: string;
}

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

const numberTokens = [
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
const valueText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
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
const invalidObjectText = fc
  .tuple(fc.array(fc.tuple(keyText, valueText), { maxLength: 6 }), valueText, fc.nat(6))
  .map(([entries, unknownValue, position]) => {
    const all = entries.map(([key, value]) => `${key}:${value}`);
    all.splice(Math.min(position, all.length), 0, `${jsonString(UNKNOWN_FIELD)}:${unknownValue}`);
    return `{${all.join(',')}}`;
  });

const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 10_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? '['.repeat(depth) + ']'.repeat(depth)
      : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

const brokenJson = fc.oneof(
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

interface GeneratedBody {
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

/** Every kind of body the suite sends; the laser upload gets mostly multipart garbage. */
function bodyFor(route: FuzzRoute): fc.Arbitrary<GeneratedBody> {
  const json = [
    jsonBody('invalid object', invalidObjectText),
    jsonBody('not an object', nonObjectJson),
    jsonBody('deep nesting', deepNesting),
    jsonBody('broken JSON', brokenJson),
    wrongContentType,
    multipartGarbage,
  ];
  if (route.url === '/api/laser-quotes') {
    return fc.oneof({ arbitrary: multipartGarbage, weight: 4 }, ...json);
  }
  return fc.oneof(...json);
}

/** Percent-encodes every UTF-8 byte (lone surrogates included), so any string fits in a path. */
const percentEncoded = (text: string) =>
  [...Buffer.from(text)]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

/** A path parameter: odd numbers, broken escapes, traversal, long, random text. */
const pathParameter = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '1.5',
    '1e309',
    '9007199254740993',
    'NaN',
    '%',
    '%zz',
    '%00',
    '%2e%2e',
    '..',
    '__proto__',
    'constructor',
    '%E0%A4%A',
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(199),
    'x'.repeat(500),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }).map(percentEncoded),
  fc.uuid(),
);

/** A query string: none, random pairs, repeated and bracketed keys, huge numbers. */
const queryString = fc.oneof(
  fc.constant(''),
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom('category', 'page', 'pageSize', 'q', 'sort', 'limit', 'offset', 'slug'),
          fc.constantFrom('__proto__[isAdmin]', 'constructor[prototype][x]', 'a[b][c]'),
          fc.string({ maxLength: 10 }).map(percentEncoded),
        ),
        fc.oneof(
          fc.constantFrom(...numberTokens),
          fc.string({ maxLength: 30 }).map(percentEncoded),
        ),
      ),
      { minLength: 1, maxLength: 5 },
    )
    .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
  fc.constantFrom('?', '?&&&', '?=', '?a', '?%', '?a=%zz', `?${'&'.repeat(500)}`),
);

/**
 * Requests to `routes` (one drawn per request). `cartCookie` is a real visitor's cart, sent along
 * now and then so malformed requests also meet an existing cart (they must leave it as it is).
 */
export function fuzzRequests(routes: FuzzRoute[], cartCookie: string): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...routes).chain((route) => {
    const reads = route.method === 'GET' || route.method === 'HEAD';
    const parameterCount = route.url.match(/:\w+|\*/g)?.length ?? 0;
    return fc
      .record({
        parameters: fc.array(pathParameter, {
          minLength: parameterCount,
          maxLength: parameterCount,
        }),
        query: queryString,
        body: reads ? fc.constant(undefined) : bodyFor(route),
        cookie: fc.constantFrom(
          undefined,
          cartCookie,
          'cart_id=not-a-uuid',
          'cart_id=00000000-0000-4000-8000-000000000000',
          'bleche_session=forged.signature',
        ),
      })
      .map(({ parameters, query, body, cookie }): FuzzRequest => {
        let next = 0;
        const path = route.url.replace(/:\w+|\*/g, () => parameters[next++] ?? '');
        const headers: Record<string, string> = {};
        if (cookie !== undefined) headers.cookie = cookie;
        if (body?.contentType !== undefined) headers['content-type'] = body.contentType;
        return {
          route,
          kind: body?.kind ?? 'read',
          path: `${path}${query}`,
          headers,
          ...(body === undefined ? {} : { body: body.body }),
        };
      });
  });
}

/** Sends requests as given, over `connections` kept-alive sockets at most. */
export function rawClient(baseUrl: string, connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(baseUrl);
  const send = (fuzz: FuzzRequest) =>
    new Promise<FuzzAnswer>((resolve) => {
      const call = httpRequest(
        {
          agent,
          hostname,
          port,
          method: fuzz.route.method,
          path: fuzz.path,
          headers: {
            ...fuzz.headers,
            ...(fuzz.body === undefined ? {} : { 'content-length': String(fuzz.body.length) }),
          },
          timeout: 30_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }),
          );
          response.on('error', (error) => resolve({ error: error.message, body: '' }));
        },
      );
      call.on('timeout', () => call.destroy(new Error('no answer within 30 s')));
      call.on('error', (error) => resolve({ error: error.message, body: '' }));
      call.end(fuzz.body);
    });
  return { send, close: () => agent.destroy() };
}
