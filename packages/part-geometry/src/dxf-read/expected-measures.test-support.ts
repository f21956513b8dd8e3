import { expect } from '@jest/globals';
import type { DxfReadResult } from './index.js';

/** A DXF file's measures as computed without our TypeScript (ezdxf and by hand). */
export interface ExpectedMeasures {
  cutLengthMm: number;
  pierceCount: number;
  boundingBox: { widthMm: number; heightMm: number; minXMm: number; minYMm: number };
  netAreaMm2: number | null;
  contours: { outer: number; holes: number; open: number };
  units: string;
  findings: string[];
}

/**
 * Compares a read with the expected measures: cut length and net area within 0.1 %, the bounding
 * box within 0.01 mm, pierces, contours, units and the findings' codes exactly.
 */
export function expectMeasures(
  name: string,
  result: DxfReadResult,
  want: ExpectedMeasures,
): Extract<DxfReadResult, { ok: true }> {
  if (!result.ok) throw new Error(`${name}: ${result.code} ${result.message}`);
  const { metrics, findings } = result;
  expect(Math.abs(metrics.cutLengthMm - want.cutLengthMm)).toBeLessThanOrEqual(
    want.cutLengthMm * 0.001,
  );
  expect(metrics.pierceCount).toBe(want.pierceCount);
  for (const key of ['widthMm', 'heightMm', 'minXMm', 'minYMm'] as const) {
    expect(Math.abs(metrics.boundingBox[key] - want.boundingBox[key])).toBeLessThanOrEqual(0.01);
  }
  if (want.netAreaMm2 === null) expect(metrics.netAreaMm2).toBeNull();
  else
    expect(Math.abs(metrics.netAreaMm2! - want.netAreaMm2)).toBeLessThanOrEqual(
      want.netAreaMm2 * 0.001,
    );
  expect(metrics.contours).toEqual(want.contours);
  expect(metrics.units).toBe(want.units);
  expect(findings.map((finding) => finding.code).sort()).toEqual([...want.findings].sort());
  return result;
}
