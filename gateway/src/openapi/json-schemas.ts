import { isDeepStrictEqual } from 'node:util';
import { type $ZodType, type JSONSchema, toJSONSchema } from 'zod/v4/core';
import { isDescribed, schemaNames } from './schema-names.js';

export type JsonSchema = JSONSchema.BaseSchema;

/** Whether a schema describes what a caller sends (`input`) or what the API answers (`output`). */
export type SchemaDirection = 'input' | 'output';

const COMPONENTS = '#/components/schemas/';

/**
 * Turns zod contracts into JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) and gathers the
 * named ones (see schema-names.ts) as `components/schemas`, referred to by `$ref`. A named schema
 * whose input form differs from its output form (a stricter object, a default) gets a second
 * component, `<name>Input`.
 */
export class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};

  /** The JSON Schema of `schema`, with named parts as `$ref`s into the components. */
  convert(schema: $ZodType, direction: SchemaDirection): JsonSchema {
    const converted = toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: direction,
      metadata: schemaNames,
      // A schema zod cannot express (a custom check) must say in its name entry what it accepts.
      unrepresentable: ({ zodSchema }) => (isDescribed(zodSchema) ? 'any' : 'throw'),
      override: ({ jsonSchema }) => withoutSafeIntegerBounds(jsonSchema),
    });
    const { $schema: _dialect, $defs: definitions = {}, ...root } = converted;
    const renames = new Map<string, string>();
    for (const [name, definition] of Object.entries(definitions)) {
      renames.set(name, this.componentName(name, definition, direction));
    }
    for (const [name, definition] of Object.entries(definitions)) {
      this.components[renames.get(name)!] ??= withComponentRefs(definition, renames);
    }
    return withComponentRefs(root, renames);
  }

  private componentName(name: string, definition: JsonSchema, direction: SchemaDirection): string {
    const existing = this.components[name];
    if (existing === undefined) return name;
    if (isDeepStrictEqual(existing, withComponentRefs(definition, new Map()))) return name;
    if (direction === 'input') return `${name}Input`;
    throw new Error(`Two different output schemas are named ${name}`);
  }
}

/**
 * zod bounds every integer by ±(2^53 - 1), the largest a JSON number holds exactly; said on every
 * id and count it hides the bounds that matter, so it is left out.
 */
function withoutSafeIntegerBounds(schema: JsonSchema): void {
  if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
  if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
}

/** A copy of `schema` whose `#/$defs/<name>` references point into the components. */
function withComponentRefs(schema: JsonSchema, renames: ReadonlyMap<string, string>): JsonSchema {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) => {
    if (key !== '$ref' || typeof value !== 'string' || !value.startsWith('#/$defs/')) return value;
    const name = value.slice('#/$defs/'.length);
    return `${COMPONENTS}${renames.get(name) ?? name}`;
  }) as JsonSchema;
}
