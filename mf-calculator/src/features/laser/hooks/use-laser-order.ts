import { useState } from 'react';
import { useHoleCost, useMaterialPrices } from '@shop/ui';
import { priceLaserQuote } from '@shop/part-geometry';
import type { LaserSelection } from '../api/laser-api';
import type { ReadPart } from './use-dxf-file';

export const MAX_QUANTITY = 10_000;

function parseQuantity(value: string): number | null {
  const quantity = Number(value);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
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
