import { describe, expect, it } from '@jest/globals';
import { parseDesignParameters, type DesignParameters } from '@shop/part-geometry';
import { designFieldMessage, sortDesignIssues } from './design-issues';

function design(input: object): DesignParameters {
  const parsed = parseDesignParameters({});
  if (!parsed.ok) throw new Error('the default design is valid');
  return { ...parsed.design, ...input } as DesignParameters;
}

const withDimensions = (dimensions: Partial<DesignParameters['dimensions']>, extra = {}) => {
  const base = design(extra);
  return { ...base, dimensions: { ...base.dimensions, ...dimensions } };
};

describe('designFieldMessage', () => {
  it('names the schema’s range for a size outside it', () => {
    const range = { key: 'between', min: 0.01, max: 6000, unit: 'mm' };
    expect(designFieldMessage('width', withDimensions({ width: 99999 }))).toEqual(range);
    expect(designFieldMessage('width', withDimensions({ width: -50 }))).toEqual(range);
    expect(designFieldMessage('width', withDimensions({ width: 0 }))).toEqual(range);
  });

  it('says that a washer’s inner diameter must be smaller than the outer one', () => {
    const washer = withDimensions({ diameter: 100, innerDiameter: 120 }, { baseShape: 'washer' });
    const parsed = parseDesignParameters(washer);
    expect(parsed.ok ? [] : sortDesignIssues(parsed.issues).fields).toEqual(['innerDiameter']);
    expect(designFieldMessage('innerDiameter', washer)).toEqual({ key: 'innerSmallerThanOuter' });
  });

  it('names the whole-number range of grid rows and the element limit of a large grid', () => {
    const base = design({});
    const holes = (rows: number, columns: number) => ({
      ...base,
      holes: { ...base.holes, pattern: 'grid' as const, rows, columns },
    });
    expect(designFieldMessage('rows', holes(0, 3))).toEqual({ key: 'between', min: 1, max: 100 });
    expect(designFieldMessage('rows', holes(100, 100))).toEqual({
      key: 'tooManyElements',
      max: 2500,
    });
  });

  it('asks for a real radius when corners are rounded', () => {
    const base = design({});
    const rounded = {
      ...base,
      features: { ...base.features, roundedCorners: true, cornerRadius: 0 },
    };
    expect(designFieldMessage('cornerRadius', rounded)).toEqual({
      key: 'between',
      min: 0.01,
      max: 6000,
      unit: 'mm',
    });
  });
});
