// The `dxf` package ships no types; we only use `parseString`, and treat its output as unknown data.
declare module 'dxf' {
  export function parseString(text: string): unknown;
}
