// Manufacturability checks: what the laser cannot make, or makes badly, found before a part is
// priced. Pure functions, so the configurator and the services report the same findings. The
// limits they compare with (smallest hole, edge and web distances, part size) are shop-rules'.
export { checkDesign } from './check-design.js';
export { checkContours, type ContoursBox } from './check-contours.js';
export { elementsOutsidePart, elementKey } from './design-items.js';
