// The rules a part is checked against: they depend on the material and the sheet's thickness.
import type { Material } from '@shop/contracts';

export interface ManufacturingRules {
  /** Sheet thickness in mm: the smallest web to an edge or between two holes. */
  thicknessMm: number;
  /** The smallest hole is this factor times the thickness. */
  minHoleFactor: number;
  /** The largest sheet the material is cut from, in mm. */
  maxSheetWidthMm: number;
  maxSheetHeightMm: number;
}

/** Steel and aluminium: the laser pierces a hole as small as the sheet is thick. */
export const DEFAULT_MIN_HOLE_FACTOR = 1;
/** Stainless steel needs a hole one and a half times the thickness. */
export const STAINLESS_MIN_HOLE_FACTOR = 1.5;
/** The largest standard sheet, 3000 x 1500 mm. */
export const DEFAULT_MAX_SHEET_WIDTH_MM = 3000;
export const DEFAULT_MAX_SHEET_HEIGHT_MM = 1500;

const STAINLESS_NAME = /edelstahl|stainless|nierdzewn|inox|v[24]a|1\.4[0-9]{3}/i;

/** The smallest-hole factor a material has when none is stored: 1.5 for stainless, else 1.0. */
export function defaultMinHoleFactor(materialName: string): number {
  return STAINLESS_NAME.test(materialName) ? STAINLESS_MIN_HOLE_FACTOR : DEFAULT_MIN_HOLE_FACTOR;
}

/** The rules of a material by its name and thickness, with the default sheet size. */
export function defaultManufacturingRules(
  materialName: string,
  thicknessMm: number,
): ManufacturingRules {
  return {
    thicknessMm,
    minHoleFactor: defaultMinHoleFactor(materialName),
    maxSheetWidthMm: DEFAULT_MAX_SHEET_WIDTH_MM,
    maxSheetHeightMm: DEFAULT_MAX_SHEET_HEIGHT_MM,
  };
}

/** The smallest hole diameter in mm, rounded to 0.01 mm. */
export function minHoleDiameterMm(rules: ManufacturingRules): number {
  return Math.round(rules.minHoleFactor * rules.thicknessMm * 100) / 100;
}

/**
 * The rules of a material in a thickness, for the configurator, the laser preview, the design
 * and laser quotes and the cart's reprice alike: the smallest-hole factor and the largest sheet
 * the operator stored on the material. A material without stored rules (an answer of an older
 * pricing release) falls back to the defaults by its names (stainless steel 1.5, steel and
 * aluminium 1.0, a 3000 x 1500 mm sheet).
 */
export function manufacturingRulesFor(
  material: Pick<Material, 'name' | 'displayName' | 'manufacturing'>,
  thicknessMm: number,
): ManufacturingRules {
  const stored = material.manufacturing;
  if (!stored) {
    return defaultManufacturingRules(`${material.name} ${material.displayName}`, thicknessMm);
  }
  return {
    thicknessMm,
    minHoleFactor: stored.minHoleFactor,
    maxSheetWidthMm: stored.maxSheetWidthMm,
    maxSheetHeightMm: stored.maxSheetHeightMm,
  };
}
