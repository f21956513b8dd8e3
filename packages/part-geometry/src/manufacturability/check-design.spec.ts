import { describe, expect, it } from '@jest/globals';
import { defaultManufacturingRules, type ManufacturingRules } from '@shop/shop-rules';
import {
  chargedHoleCount,
  checkDesign,
  defaultDesignParameters,
  priceDesign,
  writeDesignDxf,
  type DesignParameters,
} from '../index.js';

function design(patch: (d: DesignParameters) => void): DesignParameters {
  const d = defaultDesignParameters();
  d.holes.pattern = 'custom';
  patch(d);
  return d;
}

const steel = (thicknessMm: number): ManufacturingRules =>
  defaultManufacturingRules('Stahl S235', thicknessMm);

describe('checkDesign', () => {
  it('passes the default plate with a 5 mm hole in its middle', () => {
    expect(
      checkDesign(
        design((d) => d.holes.positions.push({ x: 100, y: 75 })),
        steel(3),
      ),
    ).toEqual([]);
  });

  it('hole_too_small: a Ø 2 mm hole in 5 mm steel, and Ø 4 mm in 3 mm stainless (needs 4.5)', () => {
    const plate = design((d) => d.holes.positions.push({ x: 100, y: 75, diameter: 2 }));
    expect(checkDesign(plate, steel(5))).toEqual([
      {
        code: 'hole_too_small',
        blocking: false,
        element: { kind: 'hole', pattern: 'custom', index: 0 },
        position: { x: 100, y: 75 },
        measuredMm: 2,
        requiredMm: 5,
      },
    ]);
    const stainless = design((d) => d.holes.positions.push({ x: 100, y: 75, diameter: 4 }));
    expect(checkDesign(stainless, defaultManufacturingRules('Edelstahl 304', 3))).toMatchObject([
      { code: 'hole_too_small', measuredMm: 4, requiredMm: 4.5 },
    ]);
  });

  it('hole_too_small: a washer whose opening is narrower than the smallest hole', () => {
    const washer = design((d) => {
      d.baseShape = 'washer';
      d.dimensions.diameter = 40;
      d.dimensions.innerDiameter = 3;
    });
    expect(checkDesign(washer, steel(4))).toMatchObject([
      { code: 'hole_too_small', element: { kind: 'outline' }, measuredMm: 3, requiredMm: 4 },
    ]);
  });

  it('too_close_to_edge: a Ø 5 mm hole 2 mm from the edge of 3 mm steel', () => {
    // centre at x = 2 + 2.5 = 4.5: 2 mm of metal to the left edge
    const plate = design((d) => d.holes.positions.push({ x: 4.5, y: 75 }));
    expect(checkDesign(plate, steel(3))).toEqual([
      {
        code: 'too_close_to_edge',
        blocking: false,
        element: { kind: 'hole', pattern: 'custom', index: 0 },
        position: { x: 4.5, y: 75 },
        measuredMm: 2,
        requiredMm: 3,
      },
    ]);
    expect(checkDesign(plate, steel(2))).toEqual([]);
  });

  it('too_close_to_edge: a rectangle cutout 1 mm below the top of a rounded plate', () => {
    const plate = design((d) => {
      d.features.roundedCorners = true;
      d.cutouts.push({ type: 'rectangle', x: 50, y: 1, width: 20, height: 10 });
    });
    expect(checkDesign(plate, steel(3))).toMatchObject([
      { code: 'too_close_to_edge', element: { kind: 'cutout', index: 0 }, measuredMm: 1 },
    ]);
  });

  it('web_too_thin: two Ø 5 mm holes 7 mm apart leave a 2 mm web, marked on both', () => {
    const plate = design((d) => d.holes.positions.push({ x: 50, y: 50 }, { x: 57, y: 50 }));
    const findings = checkDesign(plate, steel(3));
    expect(findings).toEqual([
      expect.objectContaining({
        code: 'web_too_thin',
        element: { kind: 'hole', pattern: 'custom', index: 0 },
        measuredMm: 2,
        requiredMm: 3,
      }),
      expect.objectContaining({
        code: 'web_too_thin',
        element: { kind: 'hole', pattern: 'custom', index: 1 },
        measuredMm: 2,
      }),
    ]);
  });

  it('part_too_large: 3200 x 100 mm exceeds 3000 mm; 2000 x 2000 mm fits neither way', () => {
    const long = design((d) => {
      d.dimensions.width = 3200;
      d.dimensions.height = 100;
    });
    expect(checkDesign(long, steel(3))).toEqual([
      {
        code: 'part_too_large',
        blocking: true,
        element: { kind: 'outline' },
        position: { x: 1600, y: 50 },
        measuredMm: 3200,
        requiredMm: 3000,
      },
    ]);
    const square = design((d) => {
      d.dimensions.width = 2000;
      d.dimensions.height = 2000;
    });
    expect(checkDesign(square, steel(3))).toMatchObject([
      { code: 'part_too_large', measuredMm: 2000, requiredMm: 1500 },
    ]);
    const turned = design((d) => {
      d.dimensions.width = 1400;
      d.dimensions.height = 2900;
    });
    expect(checkDesign(turned, steel(3))).toEqual([]);
  });

  it('part_too_small: a 1 x 1 mm sheet', () => {
    const tiny = design((d) => {
      d.dimensions.width = 1;
      d.dimensions.height = 1;
    });
    expect(checkDesign(tiny, steel(1))).toMatchObject([
      { code: 'part_too_small', blocking: false, measuredMm: 1, requiredMm: 5 },
    ]);
  });

  it('hole_outside_part: a 20 x 20 grid on a 100 x 150 plate, only the holes inside are made', () => {
    const plate = design((d) => {
      d.dimensions.width = 100;
      d.dimensions.height = 150;
      d.holes = { ...d.holes, pattern: 'grid', rows: 20, columns: 20, spacingX: 20, spacingY: 20 };
    });
    const outside = checkDesign(plate, steel(3)).filter((f) => f.code === 'hole_outside_part');
    // columns at x = 20c - 140: inside 2.5 < x < 97.5 are c = 8..11 (4 columns);
    // rows at y = 20r - 115: inside 2.5 < y < 147.5 are r = 6..13 (8 rows): 32 holes inside
    expect(outside).toHaveLength(400 - 32);
    expect(outside.every((f) => f.blocking)).toBe(true);
    expect(chargedHoleCount(plate)).toBe(32);
    // 0.015 m² x 10 = 0.15; 0.5 m x 1 = 0.50; 32 holes x 1.00 = 32.00 (not 400.00)
    expect(
      priceDesign(plate, { pricePerM2: 10, cuttingLineCost: 1, holeCost: '1.00' }),
    ).toMatchObject({ holeCount: 32, holeCost: 32, totalPrice: 32.65 });
    expect(writeDesignDxf(plate).match(/\nCIRCLE\r?\n/g)).toHaveLength(32);
  });

  it('hole_outside_part: holes in a washer opening and a cutout across the edge', () => {
    const washer = design((d) => {
      d.baseShape = 'washer';
      d.dimensions.diameter = 100;
      d.dimensions.innerDiameter = 50;
      d.holes.positions.push({ x: 50, y: 50 }, { x: 50, y: 10 });
      d.cutouts.push({ type: 'circle', x: 0, y: 50, diameter: 10 });
    });
    expect(checkDesign(washer, steel(3))).toMatchObject([
      { code: 'hole_outside_part', element: { kind: 'hole', pattern: 'custom', index: 0 } },
      { code: 'hole_outside_part', element: { kind: 'cutout', index: 0 } },
    ]);
    // 1 of 2 holes charged
    expect(priceDesign(washer, { pricePerM2: 0, cuttingLineCost: 0, holeCost: 2 }).holeCost).toBe(
      2,
    );
  });

  it('hole_outside_part: a drawn line running off the plate, never exported', () => {
    const plate = design((d) => {
      d.customLines.push({
        id: 'l1',
        type: 'line',
        points: [
          { x: 10, y: 10 },
          { x: 250, y: 10 },
        ],
      });
    });
    expect(checkDesign(plate, steel(3))).toMatchObject([
      { code: 'hole_outside_part', element: { kind: 'customLine', id: 'l1' } },
    ]);
    expect(writeDesignDxf(plate)).not.toContain('LWPOLYLINE');
  });
});
