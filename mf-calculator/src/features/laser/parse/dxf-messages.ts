import type { DxfReadOptions, DxfReadResult } from '@shop/part-geometry';

/**
 * How the browser reads a file: a drawing of up to 50,000 vertices keeps its contours, so each
 * material and thickness is checked at once on the page (a plate with 7,200 holes of 173,000
 * vertices took 60 to 330 ms a check, too long for a select); a larger one is checked by the
 * server's quote.
 */
export const browserReadOptions: DxfReadOptions = { keepContoursUpToPoints: 50_000 };

/** What the page sends the DXF worker: the chosen file (structured clone keeps it a reference). */
export interface DxfWorkerRequest {
  file: Blob;
}

/** What the DXF worker answers: progress fractions, then one result. */
export type DxfWorkerMessage =
  { type: 'progress'; fraction: number } | { type: 'result'; result: DxfReadResult };
