// Public types of DXF reading for laser quotes.
import type { ManufacturabilityFinding, PartDrawing } from '@shop/contracts';
import type { ManufacturingRules } from '@shop/shop-rules';
import type { Contour } from './contour.js';

export type DxfFindingCode =
  | 'units_inch'
  | 'units_unspecified'
  | 'units_cm'
  | 'units_m'
  | 'open_contour'
  | 'duplicate_geometry'
  | 'zero_length'
  | 'text'
  | 'dimension'
  | 'hatch'
  | 'spline'
  | 'insert'
  | 'unsupported_entity'
  | 'multiple_parts';

export interface DxfFinding {
  code: DxfFindingCode;
  severity: 'info' | 'warning' | 'error';
  message: string;
  count?: number;
}

export type DxfFailureCode =
  'empty' | 'not_dxf' | 'malformed' | 'no_geometry' | 'unsupported_binary_dxf' | 'too_complex';

export interface DxfQuoteMetrics {
  cutLengthMm: number;
  pierceCount: number;
  boundingBox: { widthMm: number; heightMm: number; minXMm: number; minYMm: number };
  /** Outer areas minus hole areas; null when a path is open. */
  netAreaMm2: number | null;
  contours: { outer: number; holes: number; open: number };
  units: 'mm' | 'cm' | 'm' | 'inch' | 'unitless';
}

/**
 * SVG path data in mm, y flipped to screen (y down), relative to the bounding box's top-left.
 * One path per role, so 100,000 holes stay one DOM node.
 */
export interface DxfPreview {
  paths: Array<{ d: string; closed: boolean; role: 'outer' | 'hole' | 'open' }>;
}

/**
 * Why a file is malformed at a line: a group code that is not a whole number, a value that is not
 * what its group code stands for, or a SECTION/ENDSEC that does not pair up.
 */
export type DxfSyntaxProblem = 'group_code' | 'value' | 'section';

export interface DxfFailure {
  ok: false;
  code: DxfFailureCode;
  message: string;
  hint?: string;
  /** For `malformed` at a known place: the 1-based line of the file where reading stopped. */
  line?: number;
  /** With `line`: what is wrong there. */
  problem?: DxfSyntaxProblem;
}

export type DxfReadResult =
  | {
      ok: true;
      metrics: DxfQuoteMetrics;
      findings: DxfFinding[];
      preview: DxfPreview;
      /** The part as a small drawing, when asked for with `drawingMaxPoints`. */
      drawing?: PartDrawing;
      /** The manufacturability checks, when asked for with `manufacturingRules`. */
      manufacturability?: ManufacturabilityFinding[];
      /**
       * The part's contours in mm, when asked for with `keepContoursUpToPoints` and the part has
       * no more vertices than that: the browser checks them against each material it is shown in.
       */
      contours?: Contour[];
    }
  | DxfFailure;

export interface DxfReadOptions {
  onProgress?(fraction: number): void;
  /** Deepest INSERT nesting accepted (default 16). */
  maxBlockDepth?: number;
  /** Most entities accepted after block expansion (default 2,000,000). */
  maxEntities?: number;
  /** Also draw the part (see contoursDrawing) with at most this many vertices in all. */
  drawingMaxPoints?: number;
  /** Also check the part against these rules (see checkContours). */
  manufacturingRules?: ManufacturingRules;
  /** Also return the contours, if they have at most this many vertices in all. */
  keepContoursUpToPoints?: number;
}
