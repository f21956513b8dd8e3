import { describe, expect, it } from '@jest/globals';
import {
  clientToDesign,
  deletionOrder,
  gridLines,
  nearestSnapPoint,
  shapeFromDrag,
  translateLine,
} from './editor-geometry';

describe('editor geometry', () => {
  it('maps a pointer through a letterboxed viewBox (xMidYMid meet)', () => {
    // viewBox 100 x 50 in a 400 x 400 box: scale 4, the picture 200 px high, centred 100 px down.
    const viewBox = { x: -10, y: -20, width: 100, height: 50 };
    const rect = { left: 8, top: 16, width: 400, height: 400 };
    expect(clientToDesign({ x: 8, y: 116 }, rect, viewBox)).toEqual({ x: -10, y: -20 });
    expect(clientToDesign({ x: 408, y: 316 }, rect, viewBox)).toEqual({ x: 90, y: 30 });
  });

  it('snaps to the nearest candidate within the radius only', () => {
    const candidates = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
    ];
    expect(nearestSnapPoint({ x: 6, y: 1 }, candidates, 5)).toEqual({ x: 10, y: 0 });
    expect(nearestSnapPoint({ x: 5, y: 6 }, candidates, 5)).toBeUndefined();
  });

  it('turns drags into shapes, arcs as a half circle over the chord', () => {
    expect(shapeFromDrag('arc', { x: 0, y: 0 }, { x: 20, y: 0 })).toEqual({
      type: 'arc',
      points: [
        { x: 0, y: 0 },
        { x: 10, y: -10 },
        { x: 20, y: 0 },
      ],
    });
    expect(shapeFromDrag('rectangle', { x: 0, y: 0 }, { x: 3, y: 4 })).toBeUndefined(); // exactly 5
    expect(shapeFromDrag('circle', { x: 1, y: 1 }, { x: 1, y: 1 })).toBeUndefined();
  });

  it('drops circles whose rounded radius is 5 or less, like the other tools', () => {
    expect(shapeFromDrag('circle', { x: 0, y: 0 }, { x: 5.004, y: 0 })).toBeUndefined();
    expect(shapeFromDrag('circle', { x: 0, y: 0 }, { x: 3, y: 4 })).toBeUndefined();
    expect(shapeFromDrag('circle', { x: 0, y: 0 }, { x: 5.01, y: 0 })).toEqual({
      type: 'circle',
      points: [
        { x: 0, y: 0 },
        { x: 5.01, y: 0 },
      ],
    });
  });

  it('moves a shape by a delta, rounded to 0.01 mm', () => {
    const line = { id: 'a', type: 'line' as const, points: [{ x: 0.1, y: 0.2 }] };
    expect(translateLine(line, 0.2, 0.1).points).toEqual([{ x: 0.3, y: 0.3 }]);
  });

  it('deletes indexed elements from the highest index down', () => {
    const order = deletionOrder([
      { kind: 'hole', pattern: 'custom', index: 1 },
      { kind: 'outline' },
      { kind: 'hole', pattern: 'custom', index: 4 },
    ]);
    expect(order).toEqual([
      { kind: 'hole', pattern: 'custom', index: 4 },
      { kind: 'hole', pattern: 'custom', index: 1 },
      { kind: 'outline' },
    ]);
  });

  it('draws grid lines every 10 and major lines every 50 on multiples', () => {
    const { minor, major } = gridLines({ x: -40, y: -40, width: 280, height: 230 });
    expect(minor[0]?.[0]).toBe(-40);
    expect(minor[0]).toHaveLength(29);
    expect(major[0]).toEqual([0, 50, 100, 150, 200]);
    expect(major[1]).toEqual([0, 50, 100, 150]);
  });

  it('bounds the grid whatever the view box', () => {
    const huge = gridLines({ x: -1e9, y: -1e9, width: 3e9, height: 3e9 });
    expect(huge.minor.flat()).toHaveLength(0);
    expect(huge.major.flat()).toHaveLength(0);
    const large = gridLines({ x: -40, y: -40, width: 12000, height: 12000 });
    expect(large.minor.flat()).toHaveLength(0);
    expect(large.major.flat().length).toBeLessThanOrEqual(2000);
    expect(gridLines({ x: 0, y: 0, width: Infinity, height: 10 }).major.flat()).toHaveLength(0);
  });
});
