import {
  centsToEuros,
  roundDecimal,
  sumCents,
  type CalculatePriceResponse,
  type Material,
  type MaterialPrice,
} from '@shop/contracts';
import { cuttingCostCents, materialCostCents, metres, squareMetres } from './cut-costs.js';

/**
 * The sheet price rule, used by the pricing service and shown by the browser:
 * area = width x height; material cost = area x price per m²; cutting length = perimeter;
 * cutting cost = cutting length x cutting cost per metre; total = material cost + cutting cost.
 * Each cost is rounded half up to cents first, so the shown parts always add up to the total.
 */
export function calculateSheetPrice(
  material: Pick<Material, 'id' | 'displayName'>,
  priceRow: Pick<MaterialPrice, 'thickness' | 'pricePerM2' | 'cuttingLineCost'>,
  size: { width: number; height: number },
): CalculatePriceResponse {
  const { width, height } = size;
  const perimeterMm = roundDecimal(2 * (width + height), 3);
  const materialCents = materialCostCents([width, height], priceRow.pricePerM2);
  const cuttingCents = cuttingCostCents(perimeterMm, priceRow.cuttingLineCost);
  return {
    material: { id: material.id, displayName: material.displayName },
    thickness: priceRow.thickness,
    width,
    height,
    area: squareMetres([width, height], 6),
    materialCost: centsToEuros(materialCents),
    cuttingLength: metres(perimeterMm, 6),
    cuttingCost: centsToEuros(cuttingCents),
    pricePerM2: priceRow.pricePerM2,
    cuttingLineCost: priceRow.cuttingLineCost,
    totalPrice: centsToEuros(sumCents([materialCents, cuttingCents])),
  };
}
