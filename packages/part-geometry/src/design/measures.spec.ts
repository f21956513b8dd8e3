import { describe, expect, it } from '@jest/globals';
import {
  defaultDesignParameters,
  defaultHoleSpacing,
  designMeasures,
  parseDesignParameters,
  priceDesign,
  type DesignParameters,
} from './index.js';

function design(patch: (d: DesignParameters) => void): DesignParameters {
  const d = defaultDesignParameters();
  patch(d);
  return d;
}

describe('designMeasures (hand-computed)', () => {
  it('rectangle 200 x 150: area 30 000 mm², perimeter 700 mm, no holes', () => {
    expect(designMeasures(defaultDesignParameters())).toEqual({
      widthMm: 200,
      heightMm: 150,
      areaMm2: 30000,
      cutLengthMm: 700,
      holeCount: 0,
    });
  });

  it('flat-connector and custom-geometry measure as their width x height rectangle', () => {
    for (const baseShape of ['flat-connector', 'custom-geometry'] as const) {
      const m = designMeasures(
        design(
          (d) => ((d.baseShape = baseShape), (d.dimensions.width = 80), (d.dimensions.height = 40)),
        ),
      );
      expect([m.areaMm2, m.cutLengthMm]).toEqual([3200, 240]);
    }
  });

  it('rounded corners do not change area or cut length', () => {
    const m = designMeasures(
      design((d) => ((d.features.roundedCorners = true), (d.features.cornerRadius = 20))),
    );
    expect([m.areaMm2, m.cutLengthMm]).toEqual([30000, 700]);
  });

  it('circle 100: π·50² = 7853.98 mm², π·100 = 314.16 mm', () => {
    expect(designMeasures(design((d) => (d.baseShape = 'circle')))).toEqual({
      widthMm: 100,
      heightMm: 100,
      areaMm2: 7853.98,
      cutLengthMm: 314.16,
      holeCount: 0,
    });
  });

  it('washer 100/50: π·(50² − 25²) = 5890.49 mm², π·(100 + 50) = 471.24 mm', () => {
    const m = designMeasures(design((d) => (d.baseShape = 'washer')));
    expect([m.widthMm, m.heightMm, m.areaMm2, m.cutLengthMm]).toEqual([100, 100, 5890.49, 471.24]);
  });

  it('counts grid 3 x 3 as 9 holes, 4 x 2 as 8', () => {
    expect(designMeasures(design((d) => (d.holes.pattern = 'grid'))).holeCount).toBe(9);
    expect(
      designMeasures(
        design((d) => ((d.holes.pattern = 'grid'), (d.holes.rows = 4), (d.holes.columns = 2))),
      ).holeCount,
    ).toBe(8);
  });

  it('counts corners as 4, with centre 5', () => {
    expect(designMeasures(design((d) => (d.holes.pattern = 'corners'))).holeCount).toBe(4);
    expect(
      designMeasures(design((d) => ((d.holes.pattern = 'corners'), (d.holes.includeCenter = true))))
        .holeCount,
    ).toBe(5);
  });

  it('counts custom positions, plus one for the centre', () => {
    const positions = [
      { x: 10, y: 10 },
      { x: 20, y: 10 },
      { x: 30, y: 10, diameter: 8 },
    ];
    expect(
      designMeasures(design((d) => ((d.holes.pattern = 'custom'), (d.holes.positions = positions))))
        .holeCount,
    ).toBe(3);
    expect(
      designMeasures(
        design(
          (d) => (
            (d.holes.pattern = 'custom'),
            (d.holes.positions = positions),
            (d.holes.includeCenter = true)
          ),
        ),
      ).holeCount,
    ).toBe(4);
  });

  it('ignores includeCenter and positions when the pattern is none', () => {
    expect(
      designMeasures(
        design((d) => ((d.holes.includeCenter = true), (d.holes.positions = [{ x: 1, y: 1 }]))),
      ).holeCount,
    ).toBe(0);
  });

  it('counts circle and rectangle custom lines as one hole each, lines and arcs not', () => {
    const d = design((d) => {
      d.holes.pattern = 'grid';
      d.customLines = [
        {
          id: 'c',
          type: 'circle',
          points: [
            { x: 50, y: 50 },
            { x: 60, y: 50 },
          ],
        },
        {
          id: 'r',
          type: 'rectangle',
          points: [
            { x: 10, y: 10 },
            { x: 30, y: 20 },
          ],
        },
        {
          id: 'l',
          type: 'line',
          points: [
            { x: 0, y: 0 },
            { x: 30, y: 20 },
          ],
        },
        {
          id: 'a',
          type: 'arc',
          points: [
            { x: 0, y: 0 },
            { x: 10, y: 5 },
            { x: 20, y: 0 },
          ],
        },
        { id: 'p', type: 'point', points: [{ x: 5, y: 5 }] },
      ];
    });
    expect(designMeasures(d).holeCount).toBe(11);
  });
});

// The price rule itself, with more hand-computed cases, is shop-rules' priceDesignedPart; these
// check that a design is measured and its charged holes counted before it is priced.
describe('priceDesign (the measured design, priced by the rule)', () => {
  it('rectangle 200 x 150 with a 3 x 3 grid: 87 + 105 + 900 cents', () => {
    const price = priceDesign(
      design((d) => (d.holes.pattern = 'grid')),
      {
        pricePerM2: '28.90',
        cuttingLineCost: '1.50',
        holeCost: '1.00',
      },
    );
    // 0.03 m² x 28.90 = 0.867; 0.7 m x 1.50 = 1.05; 9 x 1.00
    expect(price).toEqual({
      areaM2: 0.03,
      materialCost: 0.87,
      cutLengthM: 0.7,
      cuttingCost: 1.05,
      holeCount: 9,
      holeCost: 9,
      totalPrice: 10.92,
    });
  });

  it('washer with corners and centre at a hole cost of 0.35', () => {
    const price = priceDesign(
      design(
        (d) => (
          (d.baseShape = 'washer'),
          (d.holes.pattern = 'corners'),
          (d.holes.includeCenter = true)
        ),
      ),
      { pricePerM2: '100', cuttingLineCost: '0.85', holeCost: '0.35' },
    );
    // 5890.49 x 100 / 10^6 = 0.589049 -> 59; 471.24 x 0.85 / 1000 = 0.400554 -> 40; the centre
    // hole lies in the 50 mm opening and is not charged: 4 x 0.35 = 1.40 (the corner holes sit
    // 35.36 mm from the centre, in the metal between 25 and 50 mm)
    expect([
      price.holeCount,
      price.materialCost,
      price.cuttingCost,
      price.holeCost,
      price.totalPrice,
    ]).toEqual([4, 0.59, 0.4, 1.4, 2.39]);
  });
});

describe('defaults and parsing', () => {
  it('spacing 50 for corners, 20 for a grid', () => {
    expect(defaultHoleSpacing('corners')).toBe(50);
    expect(defaultHoleSpacing('grid')).toBe(20);
  });

  it('fills every missing field with the configurator defaults', () => {
    expect(parseDesignParameters({})).toEqual({ ok: true, design: defaultDesignParameters() });
    const parsed = parseDesignParameters({
      baseShape: 'washer',
      dimensions: { diameter: 300 },
      extra: 1,
    });
    expect(parsed.ok && parsed.design.dimensions).toEqual({
      width: 200,
      height: 150,
      materialThickness: 3,
      diameter: 300,
      innerDiameter: 50,
    });
    expect(parsed.ok && 'extra' in parsed.design).toBe(false);
  });

  it('reports field issues with dotted paths', () => {
    const parsed = parseDesignParameters({
      baseShape: 'star',
      dimensions: { width: '200', height: -1 },
      holes: { rows: 101, positions: [{ x: 1, y: Number.NaN }] },
      customLines: [{ id: 'a', type: 'arc', points: [{ x: 0, y: 0 }] }],
    });
    expect(parsed.ok).toBe(false);
    const paths = parsed.ok ? [] : parsed.issues.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'baseShape',
        'dimensions.width',
        'dimensions.height',
        'holes.rows',
        'holes.positions.0.y',
        'customLines.0.points',
      ]),
    );
  });

  it('rejects sides above 6000 mm, infinite numbers, a washer hole as big as the washer and duplicate ids', () => {
    expect(parseDesignParameters({ dimensions: { width: 6001 } }).ok).toBe(false);
    expect(parseDesignParameters({ dimensions: { width: Infinity } }).ok).toBe(false);
    expect(
      parseDesignParameters({
        baseShape: 'washer',
        dimensions: { diameter: 50, innerDiameter: 50 },
      }).ok,
    ).toBe(false);
    const line = { id: 'x', type: 'point', points: [{ x: 0, y: 0 }] };
    expect(parseDesignParameters({ customLines: [line, line] }).ok).toBe(false);
    expect(parseDesignParameters(null).ok).toBe(false);
    expect(parseDesignParameters({ customLines: [{ ...line, id: 'y'.repeat(65) }] }).ok).toBe(
      false,
    );
  });
});
