import {
  type ContentLanguage,
  type JsonObject,
  type OrderLine,
  type OfferDocument,
  toMoneyString,
} from '@shop/contracts';
import { computeOrderTotals, lineTotalInCents } from '@shop/shop-rules';
import { type DesignParameters, writeDesignDxf } from '@shop/part-geometry';
import {
  drawingOfDesign,
  drawingOfDxf,
  mountingPlateDesign,
  washerDesign,
} from './sample-drawings.test-support.js';

// Offers as the orders service writes them, for the renderer's tests: lines of every kind with
// drawings made by the shop's own geometry code, totals computed by the shared rule.

type LineWithoutMoney<Line extends OrderLine = OrderLine> = Line extends OrderLine
  ? Omit<Line, 'position' | 'unitPrice' | 'lineTotal'>
  : never;
type LineOf<Kind extends OrderLine['kind']> = LineWithoutMoney<Extract<OrderLine, { kind: Kind }>>;

/** A line priced at `unitPrice` EUR a piece, its total exact to the cent. */
export function priced(line: LineWithoutMoney, unitPrice: string, position: number): OrderLine {
  return {
    ...line,
    position,
    unitPrice: toMoneyString(unitPrice),
    lineTotal: toMoneyString(lineTotalInCents(unitPrice, line.quantity) / 100),
  } as OrderLine;
}

/** An offer of `lines` as issued on 25 November 2026, valid 14 days, VAT 19 %. */
export function offerOf(
  lines: OrderLine[],
  language: ContentLanguage = 'de',
  offerNumber = 'A-2026-000045',
): OfferDocument {
  return {
    offerNumber,
    issuedAt: '2026-11-25T09:41:00.000Z',
    validUntil: '2026-12-09',
    language,
    lines,
    totals: computeOrderTotals({
      lineTotalsInCents: lines.map((line) => lineTotalInCents(line.unitPrice, line.quantity)),
      shipping: 0,
      vatRatePercent: 19,
    }),
    shippingFlatRate: '14.90',
  };
}

const asJson = (design: DesignParameters) => JSON.parse(JSON.stringify(design)) as JsonObject;

export const steel = { materialId: 1, materialName: 'Stahl S235' } as const;
export const stainless = { materialId: 2, materialName: 'Edelstahl 1.4301' } as const;

export const sheetLine: LineOf<'sheet'> = {
  kind: 'sheet',
  ...steel,
  thickness: 2,
  width: 1000,
  height: 500,
  quantity: 10,
};

export const washerLine: LineOf<'design'> = {
  kind: 'design',
  ...stainless,
  thickness: 3,
  width: 120,
  height: 120,
  quantity: 25,
  designParameters: asJson(washerDesign()),
  drawing: drawingOfDesign(washerDesign()),
};

export const laserLine: LineOf<'laser'> = {
  kind: 'laser',
  ...steel,
  thickness: 4,
  width: 240,
  height: 160,
  quantity: 8,
  fileName: 'montageplatte-mp-240.dxf',
  drawing: drawingOfDxf(writeDesignDxf(mountingPlateDesign())),
};

export const productLine: LineOf<'product'> = {
  kind: 'product',
  productId: 412,
  productName: 'Flachstahl S235JR 40 × 5 mm',
  productDescription: 'Länge 6000 mm, warmgewalzt, blank',
  quantity: 4,
};

/** A sheet, a designed washer, a part from a DXF file and a catalogue product. */
export function mixedOffer(language: ContentLanguage = 'de'): OfferDocument {
  return offerOf(
    [
      priced(sheetLine, '14.45', 1),
      priced(washerLine, '6.83', 2),
      priced(laserLine, '23.17', 3),
      priced(productLine, '38.90', 4),
    ],
    language,
  );
}

/** One small sheet below the minimum order value: the surcharge makes up the difference. */
export function surchargeOffer(): OfferDocument {
  return offerOf([
    priced({ ...sheetLine, width: 200, height: 100, thickness: 1, quantity: 1 }, '3.20', 1),
  ]);
}

/**
 * `count` lines of every kind across several pages, each with its own price: sheets of their
 * own width, products of their own lot, designs and DXF parts in their own quantity.
 */
export function longOffer(count: number, language: ContentLanguage = 'de'): OfferDocument {
  const kinds = [sheetLine, washerLine, laserLine, productLine];
  const lines = Array.from({ length: count }, (_, index) => {
    const base = kinds[index % kinds.length]!;
    const line =
      base.kind === 'product'
        ? { ...base, productName: `${base.productName}, Los ${index + 1}` }
        : base.kind === 'sheet'
          ? { ...base, width: base.width + index }
          : { ...base, quantity: base.quantity + index };
    return priced(line, `${11 + index}.${String(index % 100).padStart(2, '0')}`, index + 1);
  });
  return offerOf(lines, language);
}

/** A Polish offer whose own words use every Polish letter. */
export function polishOffer(): OfferDocument {
  return offerOf(
    [
      priced({ ...sheetLine, materialName: 'Stal nierdzewna 1.4301' }, '21.50', 1),
      priced(
        {
          ...productLine,
          productName: 'Kątownik równoramienny 40 × 40 × 4 mm',
          productDescription: 'Długość 6 m, końce cięte piłą; źródło: huta na Śląsku, ważny atest',
        },
        '17.35',
        2,
      ),
    ],
    'pl',
  );
}

/**
 * The largest amounts and longest names a cart allows: 10,000 pieces of a costly part, a file
 * name without a space to break at, a product name of many words.
 */
export function extremeOffer(language: ContentLanguage = 'de'): OfferDocument {
  return offerOf(
    [
      priced(
        { ...sheetLine, width: 6000, height: 2000, thickness: 25, quantity: 10_000 },
        '4999.99',
        1,
      ),
      priced(
        {
          ...laserLine,
          fileName: `${'halterung_links_rev7_'.repeat(6)}final.dxf`,
          quantity: 9_999,
        },
        '1234.56',
        2,
      ),
      priced(
        {
          ...productLine,
          productName:
            'Warmgewalzter gleichschenkliger Winkelstahl nach DIN EN 10056-1 aus S355J2+N, feuerverzinkt',
          productDescription: 'Länge 12000 mm, mit Abnahmeprüfzeugnis 3.1 nach EN 10204',
        },
        '0.01',
        3,
      ),
    ],
    language,
  );
}
