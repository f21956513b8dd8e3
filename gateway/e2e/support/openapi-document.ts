import { Ajv2020 } from 'ajv/dist/2020.js';

// What the description tests read of GET /api/openapi.json, and how they check values against it.

export interface MediaType {
  schema?: unknown;
  example?: unknown;
}

export interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown;
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

/** Every operation of the description, labelled `GET /api/products/{id}`. */
export function operationsOf(
  document: OpenApiDocument,
): Array<{ label: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      label: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
}

/** A JSON pointer segment (`/api/cart` -> `~1api~1cart`). */
export const pointerSegment = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Checks values against the schema at a JSON pointer into the description, `$ref`s included;
 * answers the problems found, none when the value fits.
 */
export function schemaChecker(
  document: OpenApiDocument,
): (pointer: string, value: unknown) => string[] {
  // Formats are not checked: zod writes a pattern beside every format it emits.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(document, 'openapi.json');
  return (pointer, value) => {
    const validate = ajv.getSchema(`openapi.json#${pointer}`);
    if (!validate) throw new Error(`no schema at ${pointer}`);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  };
}
