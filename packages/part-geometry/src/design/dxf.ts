import { DxfWriter, LWPolylineFlags, Units, point2d, point3d } from '@tarikjabiri/dxf';
import { designElements, type Primitive } from './elements.js';
import { elementKey, keysOutsidePart } from '../manufacturability/design-items.js';
import { designSize } from './measures.js';
import type { DesignParameters, Point } from './types.js';

/** Coordinates are written rounded to 0.0001 mm (the writer itself does not validate numbers). */
const DXF_DECIMALS = 4;

function round(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`DXF coordinate is not finite: ${value}`);
  const factor = 10 ** DXF_DECIMALS;
  const rounded = Math.round(value * factor) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** Degrees in [0, 360), rounded like coordinates. */
function degrees(radians: number): number {
  const value = round(((((radians * 180) / Math.PI) % 360) + 360) % 360);
  return value >= 360 ? 0 : value;
}

/**
 * The design as DXF text (AC1021, units mm, layer '0', line type Continuous):
 * circle and washer outlines as circles, rectangles as 4 lines (rounded: 4 lines and 4 arcs),
 * holes and circular cutouts as circles, rectangle and polygon cutouts and custom polylines as
 * LWPOLYLINEs, custom arcs as arcs and points as points. y is flipped: DXF is y-up, so the part
 * keeps its look with its bounding box from (0, 0) to (width, height). Holes, cutouts and lines
 * lying wholly or partly outside the metal are left out: they are never made.
 */
export function writeDesignDxf(design: DesignParameters): string {
  const { height } = designSize(design);
  const flip = (p: Point) => ({ x: round(p.x), y: round(height - p.y) });
  const dxf = new DxfWriter();
  dxf.setUnits(Units.Millimeters);
  const write = (primitive: Primitive) => {
    switch (primitive.kind) {
      case 'line': {
        const from = flip(primitive.from);
        const to = flip(primitive.to);
        dxf.addLine(point3d(from.x, from.y, 0), point3d(to.x, to.y, 0));
        return;
      }
      case 'circle': {
        const centre = flip(primitive.centre);
        dxf.addCircle(point3d(centre.x, centre.y, 0), round(primitive.radius));
        return;
      }
      case 'arc': {
        // growing angle in y-down coordinates is clockwise once flipped: DXF arcs run
        // counter-clockwise, so the flipped arc goes from -end to -start
        const centre = flip(primitive.centre);
        dxf.addArc(
          point3d(centre.x, centre.y, 0),
          round(primitive.radius),
          degrees(-primitive.end),
          degrees(-primitive.start),
        );
        return;
      }
      case 'polyline':
        dxf.addLWPolyline(
          primitive.points.map((p) => {
            const q = flip(p);
            return { point: point2d(q.x, q.y) };
          }),
          { flags: primitive.closed ? LWPolylineFlags.Closed : LWPolylineFlags.None },
        );
        return;
      case 'point': {
        const at = flip(primitive.at);
        dxf.addPoint(at.x, at.y, 0);
        return;
      }
    }
  };
  const outside = keysOutsidePart(design);
  for (const element of designElements(design)) {
    if (outside.size > 0 && outside.has(elementKey(element.ref))) continue;
    element.primitives.forEach(write);
  }
  return dxf.stringify();
}
