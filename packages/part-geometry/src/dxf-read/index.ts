// DXF reading and laser quote metrics.
export * from './types.js';
export { checkDxfInput } from './check-input.js';
export { readDxf } from './read-dxf.js';
export type { Contour } from './contour.js';
export { contourPathData } from './preview.js';
export { DxfSyntaxError, groupValueKind } from './group-syntax.js';
