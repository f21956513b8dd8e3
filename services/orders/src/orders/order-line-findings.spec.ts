import { describe, expect, it } from '@jest/globals';
import type { ManufacturabilityFinding, OrderLine } from '@shop/contracts';
import { joinFindings, splitFindings } from './order-line-findings.js';

const smallHole: ManufacturabilityFinding = {
  code: 'hole_too_small',
  blocking: false,
  element: { kind: 'contour', index: 2 },
  position: { x: 40, y: 10 },
  measuredMm: 2,
  requiredMm: 4.5,
};
const laser: OrderLine = {
  position: 1,
  quantity: 3,
  unitPrice: '12.40',
  lineTotal: '37.20',
  kind: 'laser',
  materialId: 3,
  materialName: 'Edelstahl 304',
  thickness: 3,
  width: 120,
  height: 80,
  fileName: 'flansch.dxf',
};
const sheet: OrderLine = {
  position: 2,
  quantity: 1,
  unitPrice: '4.19',
  lineTotal: '4.19',
  kind: 'sheet',
  materialId: 2,
  materialName: 'Stahl S235',
  thickness: 3,
  width: 200,
  height: 100,
};

describe('the confirmed warnings of an ordered part', () => {
  it('are kept beside the line, not inside it, and come back with it', () => {
    const stored = splitFindings({ ...laser, findings: [smallHole] });
    expect(stored).toEqual({ line: laser, findings: [smallHole] });
    expect(joinFindings(stored.line, stored.findings)).toEqual({ ...laser, findings: [smallHole] });
  });

  it('are none for a part without warnings, a sheet, or a line ordered before parts were checked', () => {
    expect(splitFindings(laser)).toEqual({ line: laser, findings: [] });
    expect(splitFindings(sheet)).toEqual({ line: sheet, findings: [] });
    expect(joinFindings(laser, [])).toEqual(laser);
    expect(joinFindings(laser, null)).toEqual(laser);
    expect(joinFindings(sheet, [smallHole])).toEqual(sheet);
  });
});
