// The part design model, DXF reading for laser quotes, and parts as drawings. Pure TypeScript:
// no DOM, no I/O, so the browser and the services compute the same numbers.
export * from './design/index.js';
export * from './dxf-read/index.js';
export * from './drawing/index.js';
export * from './manufacturability/index.js';
