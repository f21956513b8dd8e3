import * as z from 'zod/mini';

/** Largest serialised design (parameters as JSON), in characters. Real designs are a few KB. */
export const MAX_DESIGN_PARAMETERS_CHARS = 64 * 1024;
/** Deepest nesting of objects and arrays in design parameters. */
export const MAX_DESIGN_PARAMETERS_DEPTH = 12;
/** Largest DXF text of one design line, in characters (NATS carries at most 1 MB per message). */
export const MAX_DXF_FILE_CHARS = 512 * 1024;

/** A JSON value as it arrives from `JSON.parse`. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

// Keys that change an object's prototype when assigned: refused so a design can never pollute one.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** True for JSON data only (finite numbers, plain objects, no forbidden keys) within the depth. */
function isBoundedJson(value: unknown, depth: number): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (depth >= MAX_DESIGN_PARAMETERS_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => isBoundedJson(item, depth + 1));
  if (!isPlainObject(value)) return false;
  return Object.keys(value).every(
    (key) => !FORBIDDEN_KEYS.has(key) && isBoundedJson(value[key], depth + 1),
  );
}

/**
 * The configurator's design parameters: a JSON object, kept as sent
 * and shown back with the line; its structure is checked by the pricing service that quotes it.
 * Bounded in size and depth, and free of prototype keys.
 */
export const designParametersSchema = z
  .custom<JsonObject>((value) => isPlainObject(value) && isBoundedJson(value, 0), {
    error: (issue) =>
      issue.input === undefined
        ? 'Required'
        : `Must be a JSON object, nested at most ${MAX_DESIGN_PARAMETERS_DEPTH} levels, without __proto__, constructor or prototype keys`,
  })
  .check(
    z.refine(
      (value) => JSON.stringify(value).length <= MAX_DESIGN_PARAMETERS_CHARS,
      `Must be at most ${MAX_DESIGN_PARAMETERS_CHARS} characters as JSON`,
    ),
  );

/** The design's DXF text, as the configurator exported it. */
export const dxfFileSchema = z
  .string({ error: 'Required' })
  .check(
    z.minLength(1, 'Required'),
    z.maxLength(MAX_DXF_FILE_CHARS, `Must be at most ${MAX_DXF_FILE_CHARS} characters`),
  );
