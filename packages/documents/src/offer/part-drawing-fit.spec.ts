import { describe, expect, it } from '@jest/globals';
import { fitDrawing, isDrawablePath } from './part-drawing-fit.js';

const box = { x: 100, y: 200, width: 66, height: 46 };

describe('fitDrawing', () => {
  it('scales a wide part to the box width and centres it vertically', () => {
    const fit = fitDrawing([0, 0, 1000, 500], box)!;
    expect(fit.scale).toBeCloseTo(0.066);
    expect(fit.x).toBeCloseTo(100);
    expect(fit.y).toBeCloseTo(200 + (46 - 33) / 2);
  });

  it('scales a tall part to the box height and centres it horizontally', () => {
    const fit = fitDrawing([0, 0, 100, 200], box)!;
    expect(fit.scale).toBeCloseTo(0.23);
    expect(fit.x).toBeCloseTo(100 + (66 - 23) / 2);
    expect(fit.y).toBeCloseTo(200);
  });

  it('enlarges a small part to fill the box, with one scale for both axes', () => {
    const fit = fitDrawing([0, 0, 10, 10], box)!;
    expect(fit.scale).toBeCloseTo(4.6);
  });

  it('moves a viewBox that does not start at the origin into the box', () => {
    const fit = fitDrawing([-50, 20, 100, 100], box)!;
    expect(fit.x + -50 * fit.scale).toBeCloseTo(100 + (66 - 46) / 2);
    expect(fit.y + 20 * fit.scale).toBeCloseTo(200);
  });

  it('scales a part without height (one line) by its width', () => {
    expect(fitDrawing([0, 0, 330, 0], box)?.scale).toBeCloseTo(0.2);
  });

  it.each([
    [[0, 0, 0, 0]],
    [[0, 0, -5, -5]],
    [[0, 0, Number.NaN, 10]],
    [[0, 0, Number.POSITIVE_INFINITY, 10]],
  ] as Array<[[number, number, number, number]]>)('has no fit for the viewBox %j', (viewBox) => {
    expect(fitDrawing(viewBox, box)).toBeUndefined();
  });
});

describe('isDrawablePath', () => {
  it('accepts path data with arcs, decimals, signs and exponents', () => {
    expect(isDrawablePath('M10 60A50 50 0 1 1 110 60A50 50 0 1 1 10 60Z')).toBe(true);
    expect(isDrawablePath('M-1.5 .25L2e3 -3.75h0')).toBe(true);
  });

  it('refuses numbers a PDF cannot hold', () => {
    expect(isDrawablePath('M1e400 0L5 5')).toBe(false);
    expect(isDrawablePath('M0 0L99999999 5')).toBe(false);
  });
});
