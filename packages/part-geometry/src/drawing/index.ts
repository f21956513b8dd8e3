// Parts as drawings (SVG path data, y down) for quotes, orders and the admin.
export { designDrawing } from './design-drawing.js';
export {
  contoursDrawing,
  DEFAULT_MAX_DRAWING_POINTS,
  type ContoursDrawingOptions,
} from './contours-drawing.js';
export { simplifyPolyline } from './simplify-polyline.js';
