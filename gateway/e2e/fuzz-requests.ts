// Random and malformed HTTP requests for the fuzzing suite (fuzz-public-routes.e2e-spec.ts), as
// fast-check arbitraries (their bodies come from fuzz-bodies.ts), and a raw HTTP client that sends
// them byte for byte (supertest would refuse or repair some of them: broken percent-encoding, odd
// content types, truncated multipart).
import { Agent, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { bodyFor } from './fuzz-bodies.js';
import { numberTokens } from './fuzz-json.js';

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
        body: reads ? fc.constant(undefined) : bodyFor(route.url),
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
