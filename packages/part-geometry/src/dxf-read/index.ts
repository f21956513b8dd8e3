// DXF reading and laser quote metrics (issue 8).
export * from './types.js';
export { checkDxfInput } from './check-input.js';
export { readDxf } from './read-dxf.js';
export { priceLaserQuote, type LaserPrice, type LaserPriceInputs } from './price.js';
