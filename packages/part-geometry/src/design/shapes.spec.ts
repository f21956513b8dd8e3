import { describe, expect, it } from '@jest/globals';
import * as fc from 'fast-check';
import {
  defaultDesignParameters,
  deleteDesignElement,
  designMeasures,
  designShapes,
  designSnapPoints,
  designViewBox,
  parseDesignParameters,
  writeDesignDxf,
  type DesignParameters,
} from './index.js';
import {
  countDxfEntities,
  designArbitrary,
  expectedEntities,
  expectedDxfEntities,
} from './test-designs.test-support.js';

function design(patch: (d: DesignParameters) => void): DesignParameters {
  const d = defaultDesignParameters();
  patch(d);
  return d;
}

/** Number of SVG arc commands in path data (a full circle is two). */
function arcCommands(d: string): number {
  return (d.match(/A/g) ?? []).length;
}

describe('designShapes', () => {
  it('draws the default rectangle as one closed outline in design coordinates', () => {
    expect(designShapes(defaultDesignParameters())).toEqual([
      { ref: { kind: 'outline' }, d: 'M0 0L200 0L200 150L0 150L0 0Z' },
    ]);
  });

  it('draws a rounded rectangle as 4 lines and 4 arcs in one path', () => {
    const [outline] = designShapes(design((d) => (d.features.roundedCorners = true)));
    expect(outline?.d).toBe(
      'M10 0L190 0A10 10 0 0 1 200 10L200 140A10 10 0 0 1 190 150L10 150A10 10 0 0 1 0 140L0 10A10 10 0 0 1 10 0Z',
    );
  });

  it('centres a 3 x 3 grid with its spacing and the corners pattern at half-spacing offsets', () => {
    const grid = designShapes(
      design((d) => ((d.holes.pattern = 'grid'), (d.holes.spacingX = 20), (d.holes.spacingY = 30))),
    );
    expect(grid).toHaveLength(10);
    expect(grid[1]).toEqual({
      ref: { kind: 'hole', pattern: 'grid', index: 0 },
      d: 'M77.5 45A2.5 2.5 0 1 1 82.5 45A2.5 2.5 0 1 1 77.5 45Z',
    });
    const corners = designShapes(
      design((d) => ((d.holes.pattern = 'corners'), (d.holes.includeCenter = true))),
    );
    expect(corners.slice(1).map((s) => s.d.slice(0, s.d.indexOf('A')))).toEqual([
      'M72.5 50',
      'M122.5 50',
      'M122.5 100',
      'M72.5 100',
      'M97.5 75',
    ]);
  });

  it('draws a washer as two circles around the centre of its diameter box', () => {
    const [outline] = designShapes(design((d) => (d.baseShape = 'washer')));
    expect(outline?.d).toBe(
      'M0 50A50 50 0 1 1 100 50A50 50 0 1 1 0 50ZM25 50A25 25 0 1 1 75 50A25 25 0 1 1 25 50Z',
    );
  });

  it('yields one shape per element with the expected arcs for random designs', () => {
    fc.assert(
      fc.property(designArbitrary, (d) => {
        const shapes = designShapes(d);
        const expected = expectedEntities(d);
        const holes = shapes.filter((s) => s.ref.kind === 'hole').length;
        expect(shapes[0]?.ref).toEqual({ kind: 'outline' });
        expect(shapes.filter((s) => s.ref.kind === 'cutout')).toHaveLength(d.cutouts.length);
        expect(shapes.filter((s) => s.ref.kind === 'customLine').map((s) => s.ref)).toEqual(
          d.customLines.map((l) => ({ kind: 'customLine', id: l.id })),
        );
        expect(shapes).toHaveLength(1 + holes + d.cutouts.length + d.customLines.length);
        const arcs = shapes.reduce((sum, s) => sum + arcCommands(s.d), 0);
        expect(arcs).toBe(expected.CIRCLE * 2 + expected.ARC);
        for (const s of shapes) expect(s.d).not.toMatch(/NaN|Infinity/);
      }),
      { numRuns: 200 },
    );
  });
});

describe('designViewBox', () => {
  it('grows the part box by the margin and includes drawings outside the part', () => {
    expect(designViewBox(defaultDesignParameters(), 30)).toEqual({
      x: -30,
      y: -30,
      width: 260,
      height: 210,
    });
    const d = design(
      (d) =>
        (d.customLines = [
          {
            id: 'a',
            type: 'line',
            points: [
              { x: -10, y: 0 },
              { x: 250, y: 300 },
            ],
          },
        ]),
    );
    expect(designViewBox(d, 0)).toEqual({ x: -10, y: 0, width: 260, height: 300 });
    expect(
      designViewBox(
        design((d) => (d.baseShape = 'circle')),
        20,
      ),
    ).toEqual({ x: -20, y: -20, width: 140, height: 140 });
  });
});

describe('designSnapPoints', () => {
  it('snaps to the corners and centre of a rectangle', () => {
    expect(designSnapPoints(defaultDesignParameters())).toEqual([
      { x: 0, y: 0 },
      { x: 200, y: 0 },
      { x: 200, y: 150 },
      { x: 0, y: 150 },
      { x: 100, y: 75 },
    ]);
  });

  it('snaps to the axis extremes of a washer, outer and inner', () => {
    expect(designSnapPoints(design((d) => (d.baseShape = 'washer')))).toEqual([
      { x: 0, y: 50 },
      { x: 100, y: 50 },
      { x: 50, y: 0 },
      { x: 50, y: 100 },
      { x: 25, y: 50 },
      { x: 75, y: 50 },
      { x: 50, y: 25 },
      { x: 50, y: 75 },
    ]);
  });
});

describe('deleteDesignElement', () => {
  it('sets the pattern to none for corner or grid holes', () => {
    const d = design((d) => (d.holes.pattern = 'grid'));
    expect(deleteDesignElement(d, { kind: 'hole', pattern: 'grid', index: 4 }).holes.pattern).toBe(
      'none',
    );
    expect(d.holes.pattern).toBe('grid');
  });

  it('removes one custom hole, the centre one, and sets none once the list is empty', () => {
    const d = design((d) => {
      d.holes.pattern = 'custom';
      d.holes.positions = [
        { x: 1, y: 1 },
        { x: 2, y: 2 },
      ];
      d.holes.includeCenter = true;
    });
    const first = deleteDesignElement(d, { kind: 'hole', pattern: 'custom', index: 0 });
    expect(first.holes).toMatchObject({
      pattern: 'custom',
      positions: [{ x: 2, y: 2 }],
      includeCenter: true,
    });
    const centre = deleteDesignElement(first, { kind: 'hole', pattern: 'custom', index: 1 });
    expect(centre.holes).toMatchObject({ pattern: 'custom', includeCenter: false });
    expect(
      deleteDesignElement(centre, { kind: 'hole', pattern: 'custom', index: 0 }).holes.pattern,
    ).toBe('none');
  });

  it('removes cutouts and custom lines, and turns rounded corners off for the outline', () => {
    const d = design((d) => {
      d.features.roundedCorners = true;
      d.cutouts = [
        { type: 'circle', x: 10, y: 10, diameter: 5 },
        { type: 'rectangle', x: 1, y: 1, width: 2, height: 2 },
      ];
      d.customLines = [
        { id: 'a', type: 'point', points: [{ x: 0, y: 0 }] },
        { id: 'b', type: 'point', points: [{ x: 1, y: 1 }] },
      ];
    });
    expect(deleteDesignElement(d, { kind: 'cutout', index: 0 }).cutouts).toEqual([d.cutouts[1]]);
    expect(deleteDesignElement(d, { kind: 'customLine', id: 'a' }).customLines).toEqual([
      d.customLines[1],
    ]);
    expect(deleteDesignElement(d, { kind: 'outline' }).features.roundedCorners).toBe(false);
  });
});

describe('writeDesignDxf', () => {
  it('writes millimetre units, layer 0 and the entities of a rounded rectangle with a grid', () => {
    const dxf = writeDesignDxf(
      design((d) => ((d.features.roundedCorners = true), (d.holes.pattern = 'grid'))),
    );
    expect(dxf).toMatch(/\$INSUNITS\r?\n\s*70\r?\n\s*4\r?\n/);
    expect(dxf).toMatch(/\$ACADVER\r?\n\s*1\r?\n\s*AC1021/);
    expect(countDxfEntities(dxf)).toEqual({ CIRCLE: 9, LINE: 4, ARC: 4, LWPOLYLINE: 0, POINT: 0 });
  });

  it('writes exactly the expected entities for random valid designs', () => {
    fc.assert(
      fc.property(designArbitrary, (d) => {
        expect(parseDesignParameters(d).ok).toBe(true);
        const dxf = writeDesignDxf(d);
        expect(countDxfEntities(dxf)).toEqual(expectedDxfEntities(d));
        expect(dxf).not.toMatch(/NaN|Infinity/);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses non-finite numbers instead of writing them', () => {
    expect(() => writeDesignDxf(design((d) => (d.dimensions.width = Number.NaN)))).toThrow(
      RangeError,
    );
    expect(() =>
      writeDesignDxf(
        design(
          (d) => (d.customLines = [{ id: 'p', type: 'point', points: [{ x: Infinity, y: 0 }] }]),
        ),
      ),
    ).toThrow(RangeError);
  });
});

describe('design limits that keep the DXF drawable and small', () => {
  const MAX_CART_DXF_CHARS = 512 * 1024;
  const issuePaths = (input: unknown) => {
    const parsed = parseDesignParameters(input);
    return parsed.ok ? [] : parsed.issues.map((issue) => issue.path);
  };

  it('refuses grids above the element cap and accepts the cap itself', () => {
    const grid = (rows: number, columns: number) => ({
      dimensions: { width: 6000, height: 6000 },
      holes: { pattern: 'grid', rows, columns, spacingX: 10, spacingY: 10 },
    });
    expect(issuePaths(grid(100, 100))).toEqual(['holes.rows']);
    expect(issuePaths(grid(50, 51))).toEqual(['holes.rows']);
    expect(issuePaths(grid(50, 50))).toEqual([]);
  });

  it('counts cutouts, custom lines and their points against the caps', () => {
    const circle = (i: number) => ({ type: 'circle', x: i, y: 0, diameter: 2 });
    const point = (i: number) => ({ id: `p${i}`, type: 'point', points: [{ x: i, y: 0 }] });
    expect(
      issuePaths({
        cutouts: Array.from({ length: 1300 }, (_, i) => circle(i)),
        customLines: Array.from({ length: 1201 }, (_, i) => point(i)),
      }),
    ).toEqual(['customLines']);
    const polygon = {
      type: 'polygon',
      points: Array.from({ length: 2000 }, (_, i) => ({ x: i, y: i % 2 })),
    };
    expect(issuePaths({ cutouts: [polygon, polygon] })).toEqual(['customLines']);
  });

  it('keeps the DXF of the largest accepted designs under the cart limit of 512 KB', () => {
    const wide = { width: 6000, height: 6000 };
    const worstCases = [
      {
        dimensions: wide,
        holes: { pattern: 'grid', rows: 50, columns: 50, spacingX: 119.9999, spacingY: 119.9999 },
      },
      {
        dimensions: wide,
        features: { roundedCorners: true, cornerRadius: 1234.5678 },
        customLines: Array.from({ length: 833 }, (_, i) => ({
          id: `arc-${i}`,
          type: 'arc',
          points: [
            { x: -11999.9999 + i, y: 0.1234 },
            { x: i + 0.5555, y: 5999.9999 },
            { x: 11999.9999 - i, y: 0.4321 },
          ],
        })),
        cutouts: Array.from({ length: 1666 }, (_, i) => ({
          type: 'rectangle',
          x: -11999.9999 + i,
          y: 11999.9999 - i,
          width: 5999.9999,
          height: 5999.9999,
        })),
      },
      {
        dimensions: wide,
        cutouts: [
          ...Array.from({ length: 2 }, () => ({
            type: 'polygon',
            points: Array.from({ length: 750 }, (_, i) => ({
              x: -11999.9999 + i,
              y: 11999.9999 - i,
            })),
          })),
          ...Array.from({ length: 1998 }, (_, i) => ({
            type: 'circle',
            x: -11999.9999 + i,
            y: 11999.9999,
            diameter: 5999.9999,
          })),
        ],
        customLines: Array.from({ length: 500 }, (_, i) => ({
          id: `circle-${i}`,
          type: 'circle',
          points: [
            { x: -11999.9999 + i, y: 0.1234 },
            { x: 11999.9999 - i, y: 0.4321 },
          ],
        })),
      },
    ];
    for (const input of worstCases) {
      const parsed = parseDesignParameters(input);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
      const dxf = writeDesignDxf(parsed.design);
      expect(dxf.length).toBeLessThan(MAX_CART_DXF_CHARS);
    }
  });

  it('refuses sizes that would round to nothing in the DXF', () => {
    expect(issuePaths({ holes: { diameter: 0.00001 } })).toEqual(['holes.diameter']);
    expect(issuePaths({ dimensions: { width: -5 } })).toEqual(['dimensions.width']);
    expect(
      issuePaths({ cutouts: [{ type: 'rectangle', x: 0, y: 0, width: 0.001, height: 5 }] }),
    ).toEqual(['cutouts.0.width']);
    expect(
      issuePaths({ baseShape: 'washer', dimensions: { diameter: 100, innerDiameter: 0.001 } }),
    ).toEqual(['dimensions.innerDiameter']);
    expect(issuePaths({ features: { roundedCorners: true, cornerRadius: 0 } })).toEqual([
      'features.cornerRadius',
    ]);
    expect(issuePaths({ features: { roundedCorners: false, cornerRadius: 0 } })).toEqual([]);
    expect(issuePaths({ holes: { diameter: 0.01 } })).toEqual([]);
  });

  it('neither draws nor counts a custom circle without radius', () => {
    const d = design((x) => {
      x.customLines = [
        {
          id: 'zero',
          type: 'circle',
          points: [
            { x: 10, y: 10 },
            { x: 10, y: 10 },
          ],
        },
      ];
    });
    expect(countDxfEntities(writeDesignDxf(d))).toMatchObject({ CIRCLE: 0, POINT: 0 });
    expect(designMeasures(d).holeCount).toBe(0);
  });

  it('draws flat-connector and custom-geometry as plain rectangles even with rounded corners', () => {
    for (const baseShape of ['flat-connector', 'custom-geometry'] as const) {
      const d = design((x) => {
        x.baseShape = baseShape;
        x.features.roundedCorners = true;
        x.features.cornerRadius = 15;
      });
      expect(countDxfEntities(writeDesignDxf(d))).toMatchObject({ LINE: 4, ARC: 0 });
    }
  });
});
