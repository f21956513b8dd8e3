// Manufacturability checks: what the laser cannot make, or makes badly, found before a part is
// priced. Pure functions, so the configurator and the services report the same findings.
export {
  defaultManufacturingRules,
  defaultMinHoleFactor,
  manufacturingRulesFor,
  minHoleDiameterMm,
  DEFAULT_MIN_HOLE_FACTOR,
  STAINLESS_MIN_HOLE_FACTOR,
  DEFAULT_MAX_SHEET_WIDTH_MM,
  DEFAULT_MAX_SHEET_HEIGHT_MM,
  type ManufacturingRules,
} from './rules.js';
export { checkDesign } from './check-design.js';
export { checkContours, type ContoursBox } from './check-contours.js';
export { elementsOutsidePart, elementKey } from './design-items.js';
export { CHECK_TOLERANCE_MM } from './check-items.js';
