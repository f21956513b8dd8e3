import { useMemo } from 'react';
import type { ManufacturabilityFinding } from '@shop/contracts';
import { useMaterials } from '@shop/ui';
import { checkContours } from '@shop/part-geometry';
import { manufacturingRulesFor } from '@shop/shop-rules';
import type { ReadPart } from './use-dxf-file';

/**
 * The part's manufacturability findings in the chosen material and thickness, checked in the
 * browser by the same code the server runs, so they change at once with the selection.
 * Undefined until a material and one of its thicknesses are chosen, or when the reader kept no
 * contours (a very large drawing): the server's quote names the findings then.
 */
export function useBrowserFindings(
  part: ReadPart | null,
  materialId: number | null,
  thickness: number | undefined,
): readonly ManufacturabilityFinding[] | undefined {
  const materials = useMaterials();
  const material = materials.data?.find((candidate) => candidate.id === materialId);
  const contours = part?.contours;
  const box = part?.metrics.boundingBox;
  return useMemo(
    () =>
      contours && box && material && thickness !== undefined
        ? checkContours(contours, box, manufacturingRulesFor(material, thickness))
        : undefined,
    [contours, box, material, thickness],
  );
}
