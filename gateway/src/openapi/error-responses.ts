import { type ErrorBody, errorBodySchema } from '@shop/contracts';
import { type DocumentedErrors, type ErrorDoc } from './api-route.decorator.js';
import { validationErrorBodySchema } from './description-schemas.js';
import { type DocumentedRoute } from './documented-routes.js';
import { type SchemaCollector } from './json-schemas.js';

/** Every error status a route of the gateway may answer, besides an unexpected 500. */
export type ErrorStatus = keyof DocumentedErrors | 403;

/** One realistic body per status, as the gateway words it. */
const errorExamples: Record<ErrorStatus, ErrorBody> = {
  400: {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: 'Invalid input: width',
    issues: [{ path: 'width', message: 'Must be at most 6000 mm' }],
  },
  401: { status: 401, code: 'UNAUTHORIZED', message: 'Admin session required; sign in first' },
  403: { status: 403, code: 'FORBIDDEN', message: 'Cross-site request refused' },
  404: { status: 404, code: 'NOT_FOUND', message: 'Material 99 does not exist' },
  409: { status: 409, code: 'CONFLICT', message: 'A material named steel_s235 already exists' },
  413: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  422: {
    status: 422,
    code: 'not_dxf',
    message: 'This is a DWG file, not a DXF file.',
    hint: 'Save the drawing as DXF (File > Save As > DXF) in your CAD program.',
  },
  429: {
    status: 429,
    code: 'RATE_LIMITED',
    message: 'Too many failed sign-in attempts; try again later',
  },
  503: {
    status: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: 'The pricing service is not available; try again shortly',
  },
  504: {
    status: 504,
    code: 'order_pending',
    message:
      'The order may still be being placed; send it again with the same Idempotency-Key to get it',
  },
  507: {
    status: 507,
    code: 'SERVICE_UNAVAILABLE',
    message:
      'The upload storage is full right now; please try again later or send the file by e-mail',
  },
};

const retryAfter = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1 },
  },
};

/**
 * The error answers of one route: the ones its documentation names, plus those the gateway gives
 * every such route by itself: 401 without the admin session, 403 for a mutation from another
 * site, 413 for a body over the route's limit. Each is an ErrorBody (a 400 always with `issues`).
 */
export function errorResponses(
  route: DocumentedRoute,
  schemas: SchemaCollector,
): Record<string, unknown> {
  const errors: Partial<Record<ErrorStatus, ErrorDoc>> = { ...route.doc?.errors };
  if (route.adminOnly) {
    errors[401] ??= 'No admin session: sign in with `POST /api/admin/login` first.';
  }
  if (!['GET', 'HEAD', 'OPTIONS'].includes(route.method)) {
    errors[403] ??=
      'Sent from a page of another site (an `Origin` the shop does not trust, or ' +
      '`Sec-Fetch-Site: cross-site`). Clients that send no `Origin`, such as servers, pass.';
  }
  if (route.doc?.body) {
    errors[413] ??= `The body is larger than ${formatBytes(route.bodyLimitBytes)}.`;
  }
  const responses: Record<string, unknown> = {};
  for (const [key, doc] of Object.entries(errors).sort(([a], [b]) => +a - +b)) {
    const status = Number(key) as ErrorStatus;
    const schema = status === 400 ? validationErrorBodySchema : errorBodySchema;
    const { when, example } = typeof doc === 'string' ? { when: doc, example: {} } : doc;
    responses[key] = {
      description: when,
      ...(status === 429 ||
      status === 503 ||
      status === 504 ||
      example.code === 'idempotency_key_in_use'
        ? { headers: retryAfter }
        : {}),
      content: {
        'application/json': {
          schema: schemas.convert(schema, 'output'),
          example: { ...errorExamples[status], ...example },
        },
      },
    };
  }
  return responses;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`;
}
