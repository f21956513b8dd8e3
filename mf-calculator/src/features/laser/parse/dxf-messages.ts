import type { DxfReadResult } from '@shop/part-geometry';

/** What the page sends the DXF worker: the chosen file (structured clone keeps it a reference). */
export interface DxfWorkerRequest {
  file: Blob;
}

/** What the DXF worker answers: progress fractions, then one result. */
export type DxfWorkerMessage =
  { type: 'progress'; fraction: number } | { type: 'result'; result: DxfReadResult };
