import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '@shop/contracts';
import { readNumberEntry, useHoleCost, useMaterialPrices, type NumberRules } from '@shop/ui';
import { priceLaserQuote } from '@shop/shop-rules';
import type { LaserSelection } from '../api/laser-api';
import type { ReadPart } from './use-dxf-file';

/** The part's quantity as a cart line takes it: a whole number from 1 to the cart's limit. */
export const laserQuantityRules: NumberRules = {
  min: 1,
  max: MAX_LINE_QUANTITY,
  wholeNumbers: true,
};

function parseQuantity(value: string): number | null {
  const entry = readNumberEntry(value, laserQuantityRules);
  return entry.ok ? entry.value : null;
}

/**
 * Material, thickness and quantity for the part, and the instant price the browser computes from
 * the price row; the selection is complete only with a price row and a valid quantity.
 */
export function useLaserOrder(part: ReadPart | null) {
  const [materialId, setMaterialId] = useState('');
  const [thickness, setThickness] = useState('');
  const [quantityText, setQuantityText] = useState('1');

  const selectedMaterial = materialId === '' ? null : Number(materialId);
  const prices = useMaterialPrices(selectedMaterial);
  const holeCost = useHoleCost();
  const quantity = parseQuantity(quantityText);
  const priceRow = prices.data?.find((row) => String(row.thickness) === thickness);
  const price =
    part && priceRow && quantity !== null
      ? priceLaserQuote(part.metrics, {
          pricePerM2: priceRow.pricePerM2,
          cuttingLineCost: priceRow.cuttingLineCost,
          holeCost,
          quantity,
        })
      : null;
  const selection: LaserSelection | null =
    selectedMaterial !== null && priceRow && quantity !== null
      ? { materialId: selectedMaterial, thickness: priceRow.thickness, quantity }
      : null;

  return {
    materialId,
    selectedMaterial,
    // A thickness belongs to one material's price rows, so a new material starts without one.
    chooseMaterial: (value: string) => {
      setMaterialId(value);
      setThickness('');
    },
    thickness,
    setThickness,
    quantityText,
    setQuantityText,
    quantity,
    priceRow,
    price,
    selection,
  };
}

export type LaserOrder = ReturnType<typeof useLaserOrder>;
