import { type OrderLine, type PartDrawing } from '@shop/contracts';
import { type Box, fitDrawing, isDrawablePath } from './part-drawing-fit.js';
import { colours } from './offer-page.js';

/** Stroke width on the page, whatever the part's scale: a thin line, as drawings use. */
const STROKE_POINTS = 0.6;
/** The part is fitted this far inside its box, so the clip never shaves its outline's stroke. */
const INSET = STROKE_POINTS;

/**
 * What a row shows of its part: the drawing of a designed or uploaded part as priced, and for a
 * sheet its rectangle (its outline is all there is to it). Catalogue products have none.
 */
export function drawingOf(line: OrderLine): PartDrawing | undefined {
  switch (line.kind) {
    case 'design':
      return line.drawing;
    case 'laser':
      return line.drawing;
    case 'sheet':
      return {
        viewBox: [0, 0, line.width, line.height],
        paths: [`M0 0H${line.width}V${line.height}H0Z`],
      };
    case 'product':
      return undefined;
  }
}

/**
 * Draws the part's contours (outline, holes, cut-outs) into `box`: scaled to fit with its aspect
 * ratio kept, centred, in thin strokes, and clipped to the box so nothing reaches the row's text.
 */
export function drawPart(doc: PDFKit.PDFDocument, drawing: PartDrawing, box: Box): void {
  const fit = fitDrawing(drawing.viewBox, {
    x: box.x + INSET,
    y: box.y + INSET,
    width: box.width - 2 * INSET,
    height: box.height - 2 * INSET,
  });
  const paths = drawing.paths.filter(isDrawablePath);
  if (!fit || paths.length === 0) return;
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  doc.transform(fit.scale, 0, 0, fit.scale, fit.x, fit.y);
  for (const path of paths) doc.path(path);
  doc
    .lineWidth(STROKE_POINTS / fit.scale)
    .lineJoin('round')
    .lineCap('round')
    .strokeColor(colours.drawing)
    .stroke();
  doc.restore();
}
