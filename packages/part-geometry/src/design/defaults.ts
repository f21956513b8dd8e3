import type { DesignParameters, HolePattern } from './types.js';

/** Configurator defaults: a new design, and any field a design leaves out. */
export const DEFAULT_WIDTH_MM = 200;
export const DEFAULT_HEIGHT_MM = 150;
export const DEFAULT_THICKNESS_MM = 3;
export const DEFAULT_DIAMETER_MM = 100;
export const DEFAULT_INNER_DIAMETER_MM = 50;
export const DEFAULT_HOLE_DIAMETER_MM = 5;
export const DEFAULT_CORNER_SPACING_MM = 50;
export const DEFAULT_GRID_SPACING_MM = 20;
export const DEFAULT_GRID_SIZE = 3;
export const DEFAULT_CORNER_RADIUS_MM = 10;
/** Spacing a hole pattern starts with: 50 mm for corners, 20 mm for a grid. */
export function defaultHoleSpacing(pattern: HolePattern): number {
  return pattern === 'grid' ? DEFAULT_GRID_SPACING_MM : DEFAULT_CORNER_SPACING_MM;
}

/** A fresh default design: rectangle 200 x 150 mm, 3 mm thick, no holes, no rounding. */
export function defaultDesignParameters(): DesignParameters {
  return {
    baseShape: 'rectangle',
    dimensions: {
      width: DEFAULT_WIDTH_MM,
      height: DEFAULT_HEIGHT_MM,
      materialThickness: DEFAULT_THICKNESS_MM,
      diameter: DEFAULT_DIAMETER_MM,
      innerDiameter: DEFAULT_INNER_DIAMETER_MM,
    },
    holes: {
      pattern: 'none',
      diameter: DEFAULT_HOLE_DIAMETER_MM,
      spacingX: DEFAULT_CORNER_SPACING_MM,
      spacingY: DEFAULT_CORNER_SPACING_MM,
      rows: DEFAULT_GRID_SIZE,
      columns: DEFAULT_GRID_SIZE,
      includeCenter: false,
      positions: [],
    },
    features: { cornerRadius: DEFAULT_CORNER_RADIUS_MM, roundedCorners: false, text: [] },
    cutouts: [],
    customLines: [],
  };
}
