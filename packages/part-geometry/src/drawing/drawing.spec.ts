import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_DRAWING_PATH_LENGTH, MAX_DRAWING_PATHS, partDrawingSchema } from '@shop/contracts';
import { defaultDesignParameters } from '../design/defaults.js';
import { buildContours } from '../dxf-read/contours.js';
import type { Path } from '../dxf-read/path.js';
import { readDxf } from '../dxf-read/read-dxf.js';
import { contoursDrawing, designDrawing, simplifyPolyline } from './index.js';

const corpus = join(dirname(fileURLToPath(import.meta.url)), '../../test-corpus/files');

/** Vertices in path data: every M, L and A command ends at one. */
function points(paths: readonly string[]): number {
  return paths.reduce((sum, d) => sum + (d.match(/[MLA]/g)?.length ?? 0), 0);
}

function rectangle(x: number, y: number, width: number, height: number): Path {
  return {
    xy: [x, y, x + width, y, x + width, y + height, x, y + height],
    bulges: [0, 0, 0, 0],
    closed: true,
  };
}

/** A full circle as two half arcs (bulge 1), as the DXF reader stores CIRCLE entities. */
function circle(cx: number, cy: number, r: number): Path {
  return { xy: [cx - r, cy, cx + r, cy], bulges: [1, 1], closed: true };
}

describe('designDrawing', () => {
  it('draws the default rectangle with its outline first, inside its own box', () => {
    const design = defaultDesignParameters();
    const drawing = designDrawing(design);
    expect(drawing.viewBox).toEqual([0, 0, 200, 150]);
    expect(drawing.paths[0]).toBe('M0 0L200 0L200 150L0 150L0 0Z');
    expect(partDrawingSchema.safeParse(drawing).success).toBe(true);
  });

  it('draws each corner hole as a circle of its own', () => {
    const design = defaultDesignParameters();
    design.holes = { ...design.holes, pattern: 'corners', spacingX: 50, spacingY: 50 };
    const drawing = designDrawing(design);
    expect(drawing.paths).toHaveLength(5);
    expect(drawing.paths.slice(1).every((d) => d.includes('A2.5 2.5'))).toBe(true);
  });

  it('puts a circle of 100 mm into a 100 mm box', () => {
    const design = { ...defaultDesignParameters(), baseShape: 'circle' as const };
    expect(designDrawing(design).viewBox).toEqual([0, 0, 100, 100]);
  });

  it('packs a 100 × 100 grid of holes into the path cap, keeping every hole', () => {
    const design = defaultDesignParameters();
    design.dimensions = { ...design.dimensions, width: 3000, height: 3000 };
    design.holes = {
      ...design.holes,
      pattern: 'grid',
      rows: 100,
      columns: 100,
      spacingX: 25,
      spacingY: 25,
    };
    const drawing = designDrawing(design);
    expect(drawing.paths.length).toBeLessThanOrEqual(MAX_DRAWING_PATHS);
    expect(drawing.paths.every((d) => d.length <= MAX_DRAWING_PATH_LENGTH)).toBe(true);
    expect(drawing.paths.join('').match(/Z/g)).toHaveLength(10_001);
    expect(partDrawingSchema.safeParse(drawing).success).toBe(true);
  });
});

describe('contoursDrawing', () => {
  it('turns y up into y down inside the bounding box moved to the origin', () => {
    const { contours } = buildContours([rectangle(10, 20, 100, 50)]);
    expect(contoursDrawing(contours)).toEqual({
      viewBox: [0, 0, 100, 50],
      paths: ['M0 50L100 50L100 0L0 0Z'],
    });
  });

  it('draws a hole exactly, as two arcs', () => {
    const { contours } = buildContours([rectangle(0, 0, 100, 50), circle(50, 25, 5)]);
    const drawing = contoursDrawing(contours);
    expect(drawing.paths).toHaveLength(2);
    expect(drawing.paths[1]).toBe('M45 25A5 5 0 0 0 55 25A5 5 0 0 0 45 25Z');
  });

  it('keeps a finely splined outline and ten thousand holes within the point budget', () => {
    const outline: Path = { xy: [], bulges: [], closed: true };
    for (let i = 0; i < 100_000; i += 1) {
      const angle = (2 * Math.PI * i) / 100_000;
      outline.xy.push(1000 + 1000 * Math.cos(angle), 1000 + 1000 * Math.sin(angle));
      outline.bulges.push(0);
    }
    const holes: Path[] = [];
    for (let i = 0; i < 10_000; i += 1)
      holes.push(circle(300 + (i % 100) * 14, 300 + Math.floor(i / 100) * 14, 2 + (i % 7) / 10));
    const { contours } = buildContours([outline, ...holes]);
    const drawing = contoursDrawing(contours, { maxPoints: 5000 });
    expect(points(drawing.paths)).toBeLessThanOrEqual(5000);
    expect(drawing.viewBox).toEqual([0, 0, 2000, 2000]);
    // The outline, the largest contour, comes first and still spans the part.
    expect(drawing.paths[0]).toMatch(/^M/);
    expect(drawing.paths.length).toBeGreaterThan(100);
    expect(partDrawingSchema.safeParse(drawing).success).toBe(true);
    expect(JSON.stringify(drawing).length).toBeLessThan(200_000);
  });

  it('draws nothing for no contours', () => {
    expect(contoursDrawing([])).toEqual({ viewBox: [0, 0, 0, 0], paths: [] });
  });
});

describe('readDxf with a drawing', () => {
  it.each([
    'r2000-1000-holes.dxf',
    'r2000-splines.dxf',
    'r12-bulged-polyline.dxf',
    'r2000-island.dxf',
  ])('draws %s within 5000 points and the contract', (name) => {
    const result = readDxf(readFileSync(join(corpus, name), 'utf8'), { drawingMaxPoints: 5000 });
    if (!result.ok) throw new Error(result.message);
    expect(result.drawing).toBeDefined();
    const drawing = result.drawing!;
    expect(points(drawing.paths)).toBeLessThanOrEqual(5000);
    expect(drawing.viewBox[2]).toBeCloseTo(result.metrics.boundingBox.widthMm, 1);
    expect(drawing.viewBox[3]).toBeCloseTo(result.metrics.boundingBox.heightMm, 1);
    expect(partDrawingSchema.safeParse(drawing).success).toBe(true);
  });

  it('draws nothing unless asked', () => {
    const result = readDxf(readFileSync(join(corpus, 'r2000-island.dxf'), 'utf8'));
    expect(result.ok && result.drawing).toBe(undefined);
  });
});

describe('simplifyPolyline', () => {
  it('drops vertices on a straight line and keeps the corners', () => {
    expect(simplifyPolyline([0, 0, 1, 0, 2, 0, 3, 0, 3, 1, 3, 2], 0.01, false)).toEqual([
      0, 0, 3, 0, 3, 2,
    ]);
  });

  it('never collapses a closed polyline to its first vertex', () => {
    const square = [0, 0, 10, 0, 10, 10, 0, 10];
    expect(simplifyPolyline(square, 0.01, true).length).toBeGreaterThanOrEqual(6);
  });
});
