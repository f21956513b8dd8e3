import { buildContours } from './contours.js';
import type { Path } from './path.js';

function line(x1: number, y1: number, x2: number, y2: number): Path {
  return { xy: [x1, y1, x2, y2], bulges: [0, 0], closed: false };
}

/** Counter-clockwise arc about (cx, cy) from angle a to angle b (degrees). */
function arc(cx: number, cy: number, r: number, a: number, b: number): Path {
  const ra = (a * Math.PI) / 180;
  const rb = (b * Math.PI) / 180;
  return {
    xy: [
      cx + r * Math.cos(ra),
      cy + r * Math.sin(ra),
      cx + r * Math.cos(rb),
      cy + r * Math.sin(rb),
    ],
    bulges: [Math.tan((rb - ra) / 4), 0],
    closed: false,
  };
}

function cutLength(paths: Path[]): { length: number; duplicates: number; open: number } {
  const { contours, duplicates } = buildContours(paths);
  return {
    length: contours.reduce((sum, contour) => sum + contour.length, 0),
    duplicates,
    open: contours.filter((contour) => contour.role === 'open').length,
  };
}

describe('buildContours: overlapping geometry is cut once', () => {
  it('merges partly overlapping collinear lines (0..100 and 50..150)', () => {
    const result = cutLength([line(0, 0, 100, 0), line(50, 0, 150, 0)]);
    expect(result.length).toBeCloseTo(150, 6);
    expect(result.duplicates).toBe(1);
    expect(result.open).toBe(1);
  });

  it('drops a segment lying inside another, drawn in either direction', () => {
    const result = cutLength([line(0, 0, 100, 100), line(70, 70, 20, 20)]);
    expect(result.length).toBeCloseTo(100 * Math.SQRT2, 6);
    expect(result.duplicates).toBe(1);
  });

  it('keeps a closed square closed when one side is drawn again half overlapping', () => {
    const paths = [
      line(0, 0, 100, 0),
      line(100, 0, 100, 100),
      line(100, 100, 0, 100),
      line(0, 100, 0, 0),
      line(-0, 0, 60, 0),
      line(40, 0, 100, 0),
    ];
    const { contours, duplicates } = buildContours(paths);
    expect(duplicates).toBe(2);
    expect(contours).toHaveLength(1);
    expect(contours[0]!.role).toBe('outer');
    expect(contours[0]!.length).toBeCloseTo(400, 6);
    expect(Math.abs(contours[0]!.area)).toBeCloseTo(10_000, 6);
  });

  it('leaves lines that only touch end to end, or are parallel, alone', () => {
    const touching = cutLength([line(0, 0, 50, 0), line(50, 0, 100, 0)]);
    expect(touching.duplicates).toBe(0);
    expect(touching.length).toBeCloseTo(100, 6);
    const parallel = cutLength([line(0, 0, 100, 0), line(0, 1, 100, 1)]);
    expect(parallel.duplicates).toBe(0);
    expect(parallel.length).toBeCloseTo(200, 6);
  });

  it('merges concentric arcs of the same radius with overlapping angles', () => {
    // 0..120 and 90..200 degrees on r = 10: the union is 200 degrees.
    const result = cutLength([arc(5, 5, 10, 0, 120), arc(5, 5, 10, 90, 200)]);
    expect(result.length).toBeCloseTo((10 * 200 * Math.PI) / 180, 6);
    expect(result.duplicates).toBe(1);
  });

  it('merges arcs across angle 0 and closes a circle drawn from three overlapping arcs', () => {
    const paths = [arc(0, 0, 20, 300, 420), arc(0, 0, 20, 40, 200), arc(0, 0, 20, 180, 330)];
    const { contours, duplicates } = buildContours(paths);
    expect(duplicates).toBe(2);
    expect(contours).toHaveLength(1);
    expect(contours[0]!.role).toBe('outer');
    expect(contours[0]!.length).toBeCloseTo(2 * Math.PI * 20, 6);
  });

  it('does not merge arcs of another radius or centre', () => {
    const result = cutLength([arc(0, 0, 10, 0, 90), arc(0, 0, 11, 0, 90), arc(1, 0, 10, 0, 90)]);
    expect(result.duplicates).toBe(0);
    expect(result.length).toBeCloseTo(((10 + 11 + 10) * Math.PI) / 2, 6);
  });

  it('still counts exact duplicates once each', () => {
    const result = cutLength([line(0, 0, 10, 0), line(10, 0, 0, 0), line(0, 0, 10, 0)]);
    expect(result.duplicates).toBe(2);
    expect(result.length).toBeCloseTo(10, 6);
  });
});
