import {
  type BulkUpdateMaterialPricesBody,
  type BulkUpdateMaterialPricesResponse,
  type CalculatePriceRequest,
  type CreateMaterialPriceBody,
  type Material,
  type MaterialPrice,
} from '@shop/contracts';
import { calculateSheetPrice, changeByPercent } from '@shop/shop-rules';

// Examples of the API description, taken from the shop's start-up data: Stahl S235 is material 2,
// and 2 mm of it costs 19.60 EUR per m² and 0.75 EUR per metre of cut.

export const steelS235: Material = { id: 2, name: 'steel_s235', displayName: 'Stahl S235' };

export const materialsExample: Material[] = [
  { id: 1, name: 'aluminum_5754', displayName: 'Aluminium 5754' },
  steelS235,
  { id: 3, name: 'stainless_304', displayName: 'Edelstahl 304' },
];

const priceRow = (id: number, thickness: number, pricePerM2: number, cuttingLineCost: number) => ({
  id,
  materialId: steelS235.id,
  thickness,
  pricePerM2,
  cuttingLineCost,
  version: 1,
});

export const steel2mm: MaterialPrice = priceRow(20, 2, 19.6, 0.75);

/** The first rows of Stahl S235, thinnest first. */
export const steelPricesExample: MaterialPrice[] = [
  priceRow(16, 0.5, 1.4, 0.35),
  priceRow(17, 0.8, 7.9, 0.4),
  priceRow(18, 1, 10.2, 0.45),
  priceRow(19, 1.5, 14.9, 0.6),
  steel2mm,
  priceRow(21, 2.5, 24.3, 0.95),
  priceRow(22, 3, 28.9, 1.2),
];

/** A sheet of 1000 × 500 mm, 2 mm Stahl S235. */
export const sheetRequestExample: CalculatePriceRequest = {
  materialId: steelS235.id,
  width: 1000,
  height: 500,
  thickness: 2,
};

/** Its price by the shop's own rule: 9.80 EUR material, 3 m of cut for 2.25 EUR, 12.05 EUR. */
export const sheetPriceExample = calculateSheetPrice(steelS235, steel2mm, sheetRequestExample);

export const newMaterialExample: Material = {
  id: 4,
  name: 'steel_s355',
  displayName: 'Stahl S355',
  displayNameEn: 'Steel S355',
  displayNamePl: 'Stal S355',
};

export const newPriceRowExample: CreateMaterialPriceBody = {
  materialId: newMaterialExample.id,
  thickness: 2,
  pricePerM2: 23.9,
  cuttingLineCost: 0.8,
};

/** A supplier raised steel by 4.5 %: the 2 mm and 3 mm rows, each with the version it was read at. */
export const priceRiseExample: BulkUpdateMaterialPricesBody = {
  updates: [
    { materialId: 2, thickness: 2, version: 1, pricePerM2: changeByPercent(19.6, 4.5) },
    { materialId: 2, thickness: 3, version: 1, pricePerM2: changeByPercent(28.9, 4.5) },
  ],
};

export const priceRiseResultExample: BulkUpdateMaterialPricesResponse = {
  updated: [
    { ...steel2mm, pricePerM2: changeByPercent(19.6, 4.5), version: 2 },
    { ...priceRow(22, 3, 28.9, 1.2), pricePerM2: changeByPercent(28.9, 4.5), version: 2 },
  ],
};
