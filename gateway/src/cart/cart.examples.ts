import {
  type CartResponse,
  type LaserCartLine,
  type ProductCartLine,
  type SheetCartLine,
  toMoneyString,
} from '@shop/contracts';
import { lineTotalInCents, summarizeCart } from '@shop/shop-rules';
import { sheetProductExample } from '../catalogue/catalogue.examples.js';
import { laserQuoteExample, laserQuoteIdExample } from '../laser/laser.examples.js';
import { sheetPriceExample, sheetRequestExample, steelS235 } from '../pricing/pricing.examples.js';

// Examples of the API description: a cart with ten sheets of 1000 × 500 × 2 mm Stahl S235, then
// two catalogue sheets and ten laser-cut mounting plates, priced as the cart service prices them.

const money = (euros: number | string, quantity: number) => ({
  totalPrice: toMoneyString(euros),
  unitPrice: toMoneyString(euros),
  lineTotal: toMoneyString(lineTotalInCents(euros, quantity) / 100),
});

export const sheetLineBodyExample = { ...sheetRequestExample, quantity: 10 };

const sheetLine: SheetCartLine = {
  id: '3f6c2a1e-8b4d-4c7a-9e2f-5d1b7a9c4e20',
  quantity: sheetLineBodyExample.quantity,
  ...money(sheetPriceExample.totalPrice, sheetLineBodyExample.quantity),
  kind: 'sheet',
  isCustomDesign: false,
  materialId: steelS235.id,
  materialName: steelS235.displayName,
  width: sheetRequestExample.width,
  height: sheetRequestExample.height,
  thickness: sheetRequestExample.thickness,
  pricePerM2: toMoneyString(sheetPriceExample.pricePerM2),
};

export const productLineBodyExample = { productId: sheetProductExample.id, quantity: 2 };

const productLine: ProductCartLine = {
  id: '7a2d9c4b-1e6f-4b3a-8d5c-0f9e2a7b6c13',
  quantity: productLineBodyExample.quantity,
  ...money(sheetProductExample.price, productLineBodyExample.quantity),
  kind: 'product',
  isCustomDesign: false,
  productId: sheetProductExample.id,
  product: { name: sheetProductExample.name, description: sheetProductExample.description },
};

export const laserLineBodyExample = {
  quoteId: laserQuoteIdExample,
  materialId: steelS235.id,
  thickness: 2,
  quantity: 10,
};

const laserLine: LaserCartLine = {
  id: 'c8e1f5a3-9b2d-4e7c-b4a6-3d8f0e1c5b97',
  quantity: laserLineBodyExample.quantity,
  ...money(laserQuoteExample.price!.unitPrice, laserLineBodyExample.quantity),
  kind: 'laser',
  isCustomDesign: false,
  quoteId: laserQuoteIdExample,
  materialId: steelS235.id,
  materialName: steelS235.displayName,
  thickness: laserLineBodyExample.thickness,
  fileName: laserQuoteExample.fileName,
  width: laserQuoteExample.boundingBox.widthMm,
  height: laserQuoteExample.boundingBox.heightMm,
};

function cartOf(...items: Array<SheetCartLine | ProductCartLine | LaserCartLine>): CartResponse {
  return {
    items,
    totalQuantity: items.reduce((sum, line) => sum + line.quantity, 0),
    summary: summarizeCart(items.map((line) => lineTotalInCents(line.unitPrice, line.quantity))),
  };
}

export const sheetCartExample = cartOf(sheetLine);
export const productCartExample = cartOf(sheetLine, productLine);
export const laserCartExample = cartOf(sheetLine, productLine, laserLine);
export const changedCartExample = cartOf({
  ...sheetLine,
  quantity: 20,
  ...money(sheetPriceExample.totalPrice, 20),
});

/** A configurator design: a plate with rounded corners and four corner holes. */
export const designLineBodyExample = {
  materialId: steelS235.id,
  thickness: 2,
  quantity: 5,
  designParameters: {
    baseShape: 'rectangle',
    dimensions: {
      width: 300,
      height: 200,
      materialThickness: 2,
      diameter: 100,
      innerDiameter: 50,
      materialId: steelS235.id,
    },
    holes: {
      pattern: 'corners',
      diameter: 10,
      spacingX: 20,
      spacingY: 20,
      rows: 3,
      columns: 3,
      includeCenter: false,
      positions: [],
    },
    features: { cornerRadius: 10, roundedCorners: true, text: [] },
    cutouts: [],
    customLines: [],
  },
  dxfFile: '0\nSECTION\n2\nENTITIES\n0\nCIRCLE\n8\n0\n10\n20\n20\n20\n40\n5\n0\nENDSEC\n0\nEOF\n',
};
