import { type LaserQuoteResponse } from '@shop/contracts';
import { priceLaserQuote } from '@shop/shop-rules';
import { steel2mm } from '../pricing/pricing.examples.js';

// Examples of the API description: a 1000 × 500 mm mounting plate with four holes of 10 mm, cut
// ten times from 2 mm Stahl S235, priced by the shop's own rule (1.00 EUR per pierce).

export const laserQuoteIdExample = 'b1e4c7d2-5a3f-4e8b-a6c9-2d7f1e0b3a54';

const holeCircumferenceMm = Math.PI * 10;
const metrics = {
  cutLengthMm: Math.round((3000 + 4 * holeCircumferenceMm) * 1000) / 1000,
  pierceCount: 5,
  boundingBox: { widthMm: 1000, heightMm: 500, minXMm: 0, minYMm: 0 },
  netAreaMm2: Math.round((500_000 - 4 * Math.PI * 25) * 100) / 100,
};
const drawing = { ...metrics, contours: { outer: 1, holes: 4, open: 0 }, units: 'mm' as const };

/** The multipart fields beside the file (`file` stands for the DXF file's bytes). */
export const laserUploadExample = {
  file: '(montageplatte.dxf)',
  materialId: steel2mm.materialId,
  thickness: steel2mm.thickness,
  quantity: 10,
};

export const laserQuoteExample: LaserQuoteResponse = {
  quoteId: laserQuoteIdExample,
  fileName: 'montageplatte.dxf',
  ...metrics,
  findings: [],
  price: {
    materialName: 'Stahl S235',
    thickness: steel2mm.thickness,
    quantity: laserUploadExample.quantity,
    ...priceLaserQuote(drawing, {
      pricePerM2: steel2mm.pricePerM2,
      cuttingLineCost: steel2mm.cuttingLineCost,
      holeCost: 1,
      quantity: laserUploadExample.quantity,
    }),
  },
};
