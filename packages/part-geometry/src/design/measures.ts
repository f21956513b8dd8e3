import { roundDecimal } from '@shop/contracts';
import { MIN_SIZE_MM } from './schema.js';
import type { DesignParameters, Point } from './types.js';

/** Measures are rounded to this many decimals (0.01 mm, 0.01 mm²) so browser and server agree. */
export const MEASURE_DECIMALS = 2;

export interface DesignMeasures {
  widthMm: number;
  heightMm: number;
  areaMm2: number;
  cutLengthMm: number;
  holeCount: number;
}

export function isRound(design: DesignParameters): boolean {
  return design.baseShape === 'circle' || design.baseShape === 'washer';
}

/** Outer size of the part's bounding box in mm. */
export function designSize(design: DesignParameters): { width: number; height: number } {
  if (isRound(design))
    return { width: design.dimensions.diameter, height: design.dimensions.diameter };
  return { width: design.dimensions.width, height: design.dimensions.height };
}

export function designCentre(design: DesignParameters): Point {
  const { width, height } = designSize(design);
  return { x: width / 2, y: height / 2 };
}

/** The washer's inner diameter, never above the outer one. */
export function washerInnerDiameter(design: DesignParameters): number {
  return Math.min(Math.max(design.dimensions.innerDiameter, 0), design.dimensions.diameter);
}

/** A custom circle's radius; below MIN_SIZE_MM it is no circle: neither drawn nor a hole. */
export function customCircleRadius(points: readonly Point[]): number {
  const [centre, rim] = points;
  if (!centre || !rim) return 0;
  const radius = Math.hypot(rim.x - centre.x, rim.y - centre.y);
  return radius >= MIN_SIZE_MM ? radius : 0;
}

/**
 * Number of holes: rows x columns of a grid; 4 corner holes (5 with the centre); custom positions
 * (+1 with the centre); plus one for each drawn circle with a radius and each drawn rectangle.
 */
export function designHoleCount(design: DesignParameters): number {
  const { holes } = design;
  let count = 0;
  if (holes.pattern === 'grid') count = holes.rows * holes.columns;
  else if (holes.pattern === 'corners') count = 4 + (holes.includeCenter ? 1 : 0);
  else if (holes.pattern === 'custom')
    count = holes.positions.length + (holes.includeCenter ? 1 : 0);
  // a custom circle without radius is not drawn, so it is no hole either
  const customHoles = design.customLines.filter(
    (line) =>
      (line.type === 'circle' && customCircleRadius(line.points) > 0) || line.type === 'rectangle',
  ).length;
  return count + customHoles;
}

/**
 * The price measures: area (width x height for rectangle, flat-connector and
 * custom-geometry; the disc for circle; outer minus inner disc for washer), cut length (rectangle
 * perimeter, circle circumference, washer outer plus inner circumference; holes and rounded corners
 * excluded) and hole count. Areas and lengths are rounded to 0.01.
 */
export function designMeasures(design: DesignParameters): DesignMeasures {
  const { width, height } = designSize(design);
  let area: number;
  let cutLength: number;
  if (design.baseShape === 'circle') {
    const d = design.dimensions.diameter;
    area = (Math.PI * d * d) / 4;
    cutLength = Math.PI * d;
  } else if (design.baseShape === 'washer') {
    const d = design.dimensions.diameter;
    const inner = washerInnerDiameter(design);
    area = (Math.PI * (d * d - inner * inner)) / 4;
    cutLength = Math.PI * (d + inner);
  } else {
    area = width * height;
    cutLength = 2 * (width + height);
  }
  return {
    widthMm: width,
    heightMm: height,
    areaMm2: roundDecimal(area, MEASURE_DECIMALS),
    cutLengthMm: roundDecimal(cutLength, MEASURE_DECIMALS),
    holeCount: designHoleCount(design),
  };
}
