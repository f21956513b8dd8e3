import { type PartDrawing } from '@shop/contracts';
import {
  defaultDesignParameters,
  type DesignParameters,
  designShapes,
  designViewBox,
  readDxf,
} from '@shop/part-geometry';

// Parts for the sample offers, drawn by the shop's own geometry code as the orders service
// draws them: configurator designs by their shapes, uploaded files by the DXF reader.

/** A washer Ø 120 mm with a Ø 40 mm bore and four Ø 9 mm holes on a 80 mm bolt circle. */
export function washerDesign(): DesignParameters {
  const design = defaultDesignParameters();
  design.baseShape = 'washer';
  design.dimensions = {
    ...design.dimensions,
    diameter: 120,
    innerDiameter: 40,
    materialThickness: 3,
  };
  design.holes = {
    ...design.holes,
    pattern: 'custom',
    diameter: 9,
    positions: [
      { x: 100, y: 60 },
      { x: 60, y: 100 },
      { x: 20, y: 60 },
      { x: 60, y: 20 },
    ],
  };
  return design;
}

/** A mounting plate 240 × 160 mm with rounded corners, six holes and a slot. */
export function mountingPlateDesign(): DesignParameters {
  const design = defaultDesignParameters();
  design.dimensions = { ...design.dimensions, width: 240, height: 160, materialThickness: 4 };
  design.features = { ...design.features, roundedCorners: true, cornerRadius: 12 };
  design.holes = {
    ...design.holes,
    pattern: 'grid',
    diameter: 11,
    rows: 2,
    columns: 3,
    spacingX: 80,
    spacingY: 90,
  };
  design.cutouts = [{ type: 'rectangle', x: 95, y: 62, width: 50, height: 16 }];
  return design;
}

/** The drawing the configurator's shapes make of a design. */
export function drawingOfDesign(design: DesignParameters): PartDrawing {
  const box = designViewBox(design, 0);
  return {
    viewBox: [box.x, box.y, box.width, box.height],
    paths: designShapes(design).map((shape) => shape.d),
  };
}

/** The drawing the DXF reader makes of a file, as an uploaded part's drawing is made. */
export function drawingOfDxf(dxfText: string): PartDrawing {
  const read = readDxf(dxfText);
  if (!read.ok) throw new Error(`sample DXF unreadable: ${read.message}`);
  const { widthMm, heightMm } = read.metrics.boundingBox;
  return { viewBox: [0, 0, widthMm, heightMm], paths: read.preview.paths.map((path) => path.d) };
}
