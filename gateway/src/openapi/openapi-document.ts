import { type ApiRouteDoc } from './api-route.decorator.js';
import { type DocumentedRoute, openApiPath } from './documented-routes.js';
import { SchemaCollector } from './json-schemas.js';
import { ADMIN_SESSION_SCHEME, type CookieNames, describeOperation } from './operations.js';

/** An OpenAPI 3.1 document, as far as the gateway and its tests look into it. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, Record<string, unknown>>;
}

/** What the document says that depends on where and how the gateway runs. */
export interface DocumentSettings {
  /** The origin clients call (PUBLIC_ORIGIN). */
  publicOrigin: string;
  version: string;
  cookies: CookieNames;
}

const overview = `The shop's HTTP API: sheet prices, the catalogue, the visitor's cart, laser quotes
from DXF files, the blog, and the admin routes that maintain prices and products.

- **JSON** in and out, UTF-8. Amounts are EUR: numbers with at most two decimals in prices and
  quotes, decimal strings with two places (\`"12.05"\`) in the cart and the catalogue. Lengths
  are millimetres unless a field says otherwise.
- **Errors** have one shape, \`{ status, code, message, issues? }\`; a 400 names every invalid field
  in \`issues\`. 429 and 503 carry \`Retry-After\`.
- **Admin routes** need the session cookie that \`POST /api/admin/login\` sets.
- **Mutations** from a web page of another site are refused (403); server-to-server calls
  without an \`Origin\` header pass.`;

/**
 * The OpenAPI 3.1 description of every documented route. Undocumented routes are left out; the
 * route test fails on them.
 */
export function buildOpenApiDocument(
  routes: readonly DocumentedRoute[],
  settings: DocumentSettings,
): OpenApiDocument {
  const schemas = new SchemaCollector();
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const route of routes) {
    if (!isDocumented(route)) continue;
    if (route.tag) tags.add(route.tag);
    const operation = describeOperation(route, schemas, settings.cookies);
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Bleche shop API', version: settings.version, description: overview },
    servers: [{ url: settings.publicOrigin }],
    tags: [...tags].sort(byAudience).map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(schemas.components).sort(([a], [b]) => a.localeCompare(b)),
      ),
      securitySchemes: {
        [ADMIN_SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: settings.cookies.session,
          description:
            'The admin session, set by `POST /api/admin/login` (and, with two-factor sign-in, ' +
            'by `POST /api/admin/login/second-factor`). It ends after a while without requests, ' +
            'at the latest some hours after the sign-in, and with `POST /api/admin/logout`.',
        },
      },
    },
  };
}

/** The shop's own routes first, the admin area's after them; otherwise in the controllers' order. */
function byAudience(a: string, b: string): number {
  return Number(a.startsWith('Admin')) - Number(b.startsWith('Admin'));
}

function isDocumented(route: DocumentedRoute): route is DocumentedRoute & { doc: ApiRouteDoc } {
  return route.doc !== undefined;
}
