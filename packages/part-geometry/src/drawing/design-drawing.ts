import type { PartDrawing } from '@shop/contracts';
import { designShapes, designViewBox } from '../design/svg.js';
import type { DesignParameters } from '../design/types.js';
import { fitDrawingCaps } from './fit-drawing-caps.js';

/**
 * A configurator design as a drawing: the outline first, then its holes, cut-outs and custom
 * lines, in design coordinates (mm, y down) inside the box around all of them.
 */
export function designDrawing(design: DesignParameters): PartDrawing {
  const box = designViewBox(design, 0);
  return {
    viewBox: [box.x, box.y, box.width, box.height],
    paths: fitDrawingCaps(designShapes(design).map((shape) => shape.d)),
  };
}
