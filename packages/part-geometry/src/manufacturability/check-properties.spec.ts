import { describe, expect, it } from '@jest/globals';
import * as fc from 'fast-check';
import { defaultManufacturingRules } from '@shop/shop-rules';
import { designElements } from '../design/elements.js';
import { designArbitrary } from '../design/test-designs.test-support.js';
import {
  checkDesign,
  defaultDesignParameters,
  elementKey,
  readDxf,
  writeDesignDxf,
  type DesignParameters,
} from '../index.js';

const rules = (thicknessMm: number) => defaultManufacturingRules('Stahl', thicknessMm);

/** Plates with holes and cutouts on whole millimetres, so no measure sits on a limit by rounding. */
const plateArbitrary: fc.Arbitrary<DesignParameters> = fc
  .record({
    round: fc.boolean(),
    width: fc.integer({ min: 40, max: 400 }),
    height: fc.integer({ min: 40, max: 400 }),
    radius: fc.integer({ min: 0, max: 15 }),
    holes: fc.array(
      fc.record({
        x: fc.integer({ min: 0, max: 400 }),
        y: fc.integer({ min: 0, max: 400 }),
        diameter: fc.integer({ min: 2, max: 30 }),
      }),
      { maxLength: 6 },
    ),
    cutouts: fc.array(
      fc.record({
        x: fc.integer({ min: 0, max: 400 }),
        y: fc.integer({ min: 0, max: 400 }),
        width: fc.integer({ min: 2, max: 60 }),
        height: fc.integer({ min: 2, max: 60 }),
      }),
      { maxLength: 3 },
    ),
  })
  .map((base) => {
    const design = defaultDesignParameters();
    design.baseShape = base.round ? 'circle' : 'rectangle';
    design.dimensions.width = base.width;
    design.dimensions.height = base.height;
    design.dimensions.diameter = base.width;
    design.features.roundedCorners = base.radius > 0;
    design.features.cornerRadius = base.radius || 10;
    design.holes.pattern = 'custom';
    design.holes.positions = base.holes;
    design.cutouts = base.cutouts.map((c) => ({ type: 'rectangle' as const, ...c }));
    return design;
  });

describe('manufacturability properties', () => {
  it('a design that passes still passes after its DXF round trip', () => {
    fc.assert(
      fc.property(plateArbitrary, fc.integer({ min: 1, max: 3 }), (design, thickness) => {
        fc.pre(checkDesign(design, rules(thickness)).length === 0);
        const read = readDxf(writeDesignDxf(design), { manufacturingRules: rules(thickness) });
        expect(read.ok && read.manufacturability).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('a design whose holes are all too small fails the same way after its DXF round trip', () => {
    const plate = defaultDesignParameters();
    plate.holes.pattern = 'grid';
    const read = readDxf(writeDesignDxf(plate), { manufacturingRules: rules(8) });
    expect(read.ok && read.manufacturability?.map((f) => f.code)).toEqual(
      Array.from({ length: 9 }, () => 'hole_too_small'),
    );
  });

  it('every finding points at an element of the design', () => {
    fc.assert(
      fc.property(designArbitrary, fc.integer({ min: 1, max: 10 }), (design, thickness) => {
        const keys = new Set(designElements(design).map((element) => elementKey(element.ref)));
        for (const finding of checkDesign(design, rules(thickness))) {
          expect(finding.element.kind).not.toBe('contour');
          if (finding.element.kind !== 'contour') {
            expect(keys.has(elementKey(finding.element))).toBe(true);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
