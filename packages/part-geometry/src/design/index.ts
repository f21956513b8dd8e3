// The configurator's part design: schema with its defaults, price measures, price, SVG shapes
// and DXF. Pure functions, so the browser and the services compute the same numbers.
export type * from './types.js';
export * from './defaults.js';
export {
  designParametersSchema,
  parseDesignParameters,
  MAX_SIDE_MM,
  MAX_COORDINATE_MM,
  MAX_GRID_SIZE,
  MAX_DESIGN_ITEMS,
  MAX_DESIGN_ELEMENTS,
  MIN_SIZE_MM,
  MAX_ID_CHARS,
  type DesignIssue,
} from './schema.js';
export { designMeasures, designSize, designHoleCount, type DesignMeasures } from './measures.js';
export { priceDesign, chargedHoleCount } from './price.js';
export { designShapes, designViewBox, type DesignShape } from './svg.js';
export { designElements, type DesignElement, type Primitive } from './elements.js';
export { designSnapPoints, deleteDesignElement } from './edit.js';
export { writeDesignDxf } from './dxf.js';
