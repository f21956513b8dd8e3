import type { Material, MaterialManufacturing } from '@shop/contracts';

/** The rules a part is checked against: they depend on the material and the sheet's thickness. */
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
/** Stainless steel tears smaller holes: it needs a hole one and a half times the thickness. */
export const STAINLESS_MIN_HOLE_FACTOR = 1.5;
/** The largest standard sheet, 3000 x 1500 mm. */
export const DEFAULT_MAX_SHEET_WIDTH_MM = 3000;
export const DEFAULT_MAX_SHEET_HEIGHT_MM = 1500;

/** Stainless steel by name in German, English or Polish, by trade name (V2A, V4A, inox) or grade (1.4301). */
const STAINLESS_NAME = /edelstahl|stainless|nierdzewn|inox|v[24]a|1\.4[0-9]{3}/i;

/** True when a material's name (its system key or a display name) names stainless steel. */
export function isStainlessSteel(materialName: string): boolean {
  return STAINLESS_NAME.test(materialName);
}

/** The smallest-hole factor a material has when none is stored: 1.5 for stainless, else 1.0. */
export function defaultMinHoleFactor(materialName: string): number {
  return isStainlessSteel(materialName) ? STAINLESS_MIN_HOLE_FACTOR : DEFAULT_MIN_HOLE_FACTOR;
}

/** The cutting rules a new material gets until the operator sets its own: factor 1, a 3000 x 1500 mm sheet. */
export const defaultMaterialManufacturing: MaterialManufacturing = Object.freeze({
  minHoleFactor: DEFAULT_MIN_HOLE_FACTOR,
  maxSheetWidthMm: DEFAULT_MAX_SHEET_WIDTH_MM,
  maxSheetHeightMm: DEFAULT_MAX_SHEET_HEIGHT_MM,
});

/** The default cutting rules of a material by its names: the stainless factor where they name it. */
export function defaultManufacturingFor(materialName: string): MaterialManufacturing {
  return { ...defaultMaterialManufacturing, minHoleFactor: defaultMinHoleFactor(materialName) };
}

/** The rules of a material by its names and a thickness, with the default sheet size. */
export function defaultManufacturingRules(
  materialName: string,
  thicknessMm: number,
): ManufacturingRules {
  return { thicknessMm, ...defaultManufacturingFor(materialName) };
}

/**
 * A material's cutting rules: those the operator stored on it, or, for a material without stored
 * rules (an answer of an older pricing release), the defaults by its names (stainless steel 1.5,
 * steel and aluminium 1.0, a 3000 x 1500 mm sheet).
 */
export function materialManufacturingOf(
  material: Pick<Material, 'name' | 'displayName' | 'manufacturing'>,
): MaterialManufacturing {
  return (
    material.manufacturing ?? defaultManufacturingFor(`${material.name} ${material.displayName}`)
  );
}

/**
 * The rules of a material in a thickness, for the configurator, the laser preview, the design
 * and laser quotes and the cart's reprice alike.
 */
export function manufacturingRulesFor(
  material: Pick<Material, 'name' | 'displayName' | 'manufacturing'>,
  thicknessMm: number,
): ManufacturingRules {
  const { minHoleFactor, maxSheetWidthMm, maxSheetHeightMm } = materialManufacturingOf(material);
  return { thicknessMm, minHoleFactor, maxSheetWidthMm, maxSheetHeightMm };
}
