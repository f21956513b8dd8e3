import { type $ZodObject, type $ZodType, safeParse } from 'zod/v4/core';
import { type ApiResponseDoc, type ApiRouteDoc } from './api-route.decorator.js';
import { type DocumentedRoute, pathParameterNames } from './documented-routes.js';
import { errorResponses } from './error-responses.js';
import { type JsonSchema, type SchemaCollector } from './json-schemas.js';

/** Cookie names the operations mention; they follow the gateway's configuration. */
export interface CookieNames {
  session: string;
  cart: string;
}

/** The security requirement of admin routes; its scheme is the session cookie. */
export const ADMIN_SESSION_SCHEME = 'adminSession';

/**
 * The OpenAPI operation of one documented route. Throws when the documentation contradicts the
 * route (a path parameter left out) or an example does not match its contract, so such a
 * mistake stops the gateway's start (and every test) instead of reaching a reader.
 */
export function describeOperation(
  route: DocumentedRoute & { doc: ApiRouteDoc },
  schemas: SchemaCollector,
  cookies: CookieNames,
): Record<string, unknown> {
  const { doc } = route;
  const parameters = [
    ...describeParameters(route, 'path', doc.params, schemas),
    ...describeParameters(route, 'query', doc.query, schemas),
    ...(doc.cartCookie ? [cartCookieParameter(cookies.cart)] : []),
  ];
  const successHeaders = {
    ...doc.response.headers,
    ...(doc.cartCookie ? setCookieHeader(cartCookieText(cookies.cart)) : {}),
    ...(doc.startsSession ? setCookieHeader(sessionCookieText(cookies.session)) : {}),
  };
  const otherResponses = Object.entries(doc.otherResponses ?? {}).map(([status, response]) => [
    status,
    describeResponse(route, response, schemas, {}),
  ]);
  return {
    operationId: route.operationId,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(route.tag ? { tags: [route.tag] } : {}),
    ...(route.adminOnly ? { security: [{ [ADMIN_SESSION_SCHEME]: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(doc.body ? { requestBody: describeBody(route, doc.body, schemas) } : {}),
    responses: {
      [route.successStatus]: describeResponse(route, doc.response, schemas, successHeaders),
      ...Object.fromEntries(otherResponses),
      ...errorResponses(route, schemas),
    },
  };
}

function describeParameters(
  route: DocumentedRoute,
  location: 'path' | 'query',
  schema: $ZodObject | undefined,
  schemas: SchemaCollector,
): Array<Record<string, unknown>> {
  const expected = location === 'path' ? pathParameterNames(route.path) : undefined;
  const json = schema ? schemas.convert(schema, 'input') : {};
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const names = Object.keys(properties);
  if (expected && expected.join() !== [...names].sort(byPosition(expected)).join()) {
    throw new Error(
      `${route.method} ${route.path}: documented path parameters [${names}] are not [${expected}]`,
    );
  }
  const required = new Set(json.required ?? []);
  return names.map((name) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: properties[name],
  }));
}

function describeBody(
  route: DocumentedRoute,
  body: NonNullable<ApiRouteDoc['body']>,
  schemas: SchemaCollector,
): Record<string, unknown> {
  assertExample(route, 'request body', body.schema, body.example);
  const contentType = body.contentType ?? 'application/json';
  // Every field of a form is text, which the contract reads into numbers and checks: a reader
  // learns more from what the contract makes of a field (a positive whole number) than from its
  // input (any text that looks like a number).
  const direction = contentType === 'multipart/form-data' ? 'output' : 'input';
  return {
    required: true,
    ...(body.description ? { description: body.description } : {}),
    content: {
      [contentType]: { schema: schemas.convert(body.schema, direction), example: body.example },
    },
  };
}

function describeResponse(
  route: DocumentedRoute,
  response: ApiResponseDoc,
  schemas: SchemaCollector,
  headers: Record<string, unknown>,
): Record<string, unknown> {
  const { schema, example } = response;
  if (schema && example !== undefined) assertExample(route, 'response', schema, example);
  const mediaTypes = [response.contentType ?? 'application/json'].flat();
  return {
    description: response.description,
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(schema
      ? {
          content: Object.fromEntries(
            mediaTypes.map((mediaType) => [
              mediaType,
              {
                schema: schemas.convert(schema, 'output'),
                ...(example !== undefined ? { example } : {}),
              },
            ]),
          ),
        }
      : {}),
  };
}

function assertExample(route: DocumentedRoute, what: string, schema: $ZodType, example: unknown) {
  const result = safeParse(schema, example);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(
    `${route.method} ${route.path}: the ${what} example does not match its contract (${issues.join('; ')})`,
  );
}

function cartCookieParameter(name: string): Record<string, unknown> {
  return {
    name,
    in: 'cookie',
    required: false,
    description:
      "The visitor's cart id. The gateway sets it with the first line stored; without it the " +
      'cart is empty and the first added line starts a new one.',
    schema: { type: 'string', format: 'uuid' },
  };
}

function setCookieHeader(description: string): Record<string, unknown> {
  return { 'Set-Cookie': { description, schema: { type: 'string' } } };
}

function cartCookieText(name: string): string {
  return (
    `\`${name}=<cart id>; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000\` (Secure over ` +
    'https): the cart id, kept for 30 days after each cart request. Send it back to use the cart.'
  );
}

function sessionCookieText(name: string): string {
  return (
    `\`${name}=<session>; Path=/; HttpOnly; SameSite=Lax\` (Secure over https): a new admin ` +
    'session; any session the request carried is ended.'
  );
}

/** Orders names by their position in the route path, so the comparison ignores order. */
function byPosition(expected: readonly string[]) {
  return (a: string, b: string) => expected.indexOf(a) - expected.indexOf(b);
}
