import { useMemo } from 'react';
import { useMaterials } from '@shop/ui';
import type { ListMaterialPricesResponse, ManufacturabilityFinding } from '@shop/contracts';
import { checkDesign, type DesignParameters } from '@shop/part-geometry';
import { type ManufacturingRules, manufacturingRulesFor } from '@shop/shop-rules';

const NO_FINDINGS: readonly ManufacturabilityFinding[] = [];

/**
 * The rules the design is checked against: the selected material's own cutting rules at the
 * selected thickness, or the defaults for its name where the material carries none. No rules
 * (and so no findings) until a material and one of its offered thicknesses are chosen.
 */
export function useManufacturingRules(
  materialId: number | null,
  thickness: number | null,
  priceRows: ListMaterialPricesResponse | undefined,
): ManufacturingRules | undefined {
  const materials = useMaterials();
  const material = materials.data?.find((candidate) => candidate.id === materialId);
  const offered = thickness !== null && priceRows?.some((row) => row.thickness === thickness);
  return useMemo(
    () =>
      material === undefined || !offered || thickness === null
        ? undefined
        : manufacturingRulesFor(material, thickness),
    [material, offered, thickness],
  );
}

/** What the laser cannot make, or makes badly, in the design; checked again only on a change. */
export function useDesignFindings(
  design: DesignParameters | undefined,
  rules: ManufacturingRules | undefined,
): readonly ManufacturabilityFinding[] {
  return useMemo(
    () => (design && rules ? checkDesign(design, rules) : NO_FINDINGS),
    [design, rules],
  );
}
