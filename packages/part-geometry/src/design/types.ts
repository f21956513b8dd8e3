// The configurator's part design. Coordinates are millimetres with the
// origin at the top-left corner of the part's bounding box, x to the right and y down (as on
// screen); the part's centre is (width / 2, height / 2), and a circle or washer spans
// diameter x diameter. Only the DXF writer flips y, because DXF is y-up.

export type BaseShape = 'rectangle' | 'circle' | 'washer' | 'flat-connector' | 'custom-geometry';
export type HolePattern = 'none' | 'corners' | 'grid' | 'custom';

export interface Point {
  x: number;
  y: number;
}

export interface HolePosition {
  x: number;
  y: number;
  diameter?: number;
}

export interface DesignText {
  x: number;
  y: number;
  content: string;
  fontFamily: string;
  fontSize: number;
}

/** x, y = top-left corner for rectangles, centre for circles. */
export type Cutout =
  | { type: 'rectangle'; x: number; y: number; width: number; height: number }
  | { type: 'circle'; x: number; y: number; diameter: number }
  | { type: 'polygon'; points: Point[] };

/**
 * line: polyline p0..pn (closed when the last point equals the first); arc: [start, through, end];
 * circle: [centre, point on the circle]; rectangle: [corner, opposite corner]; point: [p].
 */
export interface CustomLine {
  id: string;
  type: 'line' | 'arc' | 'circle' | 'rectangle' | 'point';
  points: Point[];
}

export interface DesignParameters {
  baseShape: BaseShape;
  dimensions: {
    width: number;
    height: number;
    materialThickness: number;
    diameter: number;
    innerDiameter: number;
    materialId?: number;
  };
  holes: {
    pattern: HolePattern;
    diameter: number;
    spacingX: number;
    spacingY: number;
    rows: number;
    columns: number;
    includeCenter: boolean;
    positions: HolePosition[];
  };
  features: {
    cornerRadius: number;
    roundedCorners: boolean;
    text: DesignText[];
  };
  cutouts: Cutout[];
  customLines: CustomLine[];
}

export type DesignElementRef =
  | { kind: 'outline' }
  | { kind: 'hole'; pattern: 'corners' | 'grid' | 'custom'; index: number }
  | { kind: 'cutout'; index: number }
  | { kind: 'customLine'; id: string };
