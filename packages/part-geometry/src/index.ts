// The part design model (issue 7) and DXF reading for laser quotes (issue 8). Pure TypeScript:
// no DOM, no I/O, so the browser and the services compute the same numbers.
export * from './design/index.js';
export * from './dxf-read/index.js';
