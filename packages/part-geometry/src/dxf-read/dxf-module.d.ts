// The `dxf` package ships no types; we use `parseString` and the section handlers parseString
// calls (readDxf tokenises the text itself, faster), and treat their output as unknown data.
declare module 'dxf' {
  export function parseString(text: string): unknown;
}

// The parser's SPLINE handler, wrapped in spline.ts to keep fit points and end tangents.
declare module 'dxf/lib/handlers/entity/spline.js' {
  const handler: unknown;
  export default handler;
}
declare module 'dxf/lib/handlers/header.js';
declare module 'dxf/lib/handlers/tables.js';
declare module 'dxf/lib/handlers/blocks.js';
declare module 'dxf/lib/handlers/entities.js';
declare module 'dxf/lib/handlers/objects.js';
