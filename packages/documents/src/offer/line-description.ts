import { type OrderLine } from '@shop/contracts';
import { type OfferFormats } from './offer-formats.js';
import { fillIn, type OfferTexts } from './offer-texts.js';

/** No line break here: a number keeps its unit and the sides of a size stay together. */
const NO_BREAK_SPACE = '\u00a0';

/** What an offer's row says about its line: a heading and the facts beneath it. */
export interface LineDescription {
  title: string;
  /** Each a short fact ('Ring', '300 × 200 mm', '2 mm dick') or a product's description. */
  details: string[];
}

const shapeTexts = {
  rectangle: 'shapeRectangle',
  circle: 'shapeCircle',
  washer: 'shapeWasher',
  'flat-connector': 'shapeFlatConnector',
  'custom-geometry': 'shapeCustomGeometry',
} as const satisfies Record<string, keyof OfferTexts>;

type CutPart = Extract<OrderLine, { width: number }>;

/**
 * The heading and facts of one line, in the cart's words: 'Blechzuschnitt Stahl S235' with
 * '1000 × 500 mm' and '2 mm dick'; a design also names its base shape, a part cut from a
 * customer's DXF its file; a catalogue product its name and description.
 */
export function describeLine(
  line: OrderLine,
  texts: OfferTexts,
  formats: OfferFormats,
): LineDescription {
  const { title, details } = wordsOf(line, texts, formats);
  const tier = line.tier ? [tierFact(line.tier, line.saving ?? '0.00', texts, formats)] : [];
  return {
    title: keepMeasuresTogether(title),
    details: [...details.map(keepMeasuresTogether), ...tier],
  };
}

/** 'Mengenrabatt ab 10 Stück −5 %, Sie sparen 1,20 €': the unit price shown is the discounted one. */
function tierFact(
  tier: NonNullable<OrderLine['tier']>,
  saving: string,
  texts: OfferTexts,
  formats: OfferFormats,
): string {
  return fillIn(texts.quantityTier, {
    minQuantity: formats.count(tier.minQuantity),
    percent: formats.percent(tier.discountPercent),
    saving: formats.money(saving),
  });
}

function wordsOf(line: OrderLine, texts: OfferTexts, formats: OfferFormats): LineDescription {
  switch (line.kind) {
    case 'product':
      return {
        title: line.productName,
        details: line.productDescription ? [line.productDescription] : [],
      };
    case 'sheet':
      return {
        title: fillIn(texts.sheetTitle, { material: line.materialName }),
        details: cutPartFacts(line, texts, formats),
      };
    case 'design': {
      const shape = shapeOf(line.designParameters['baseShape']);
      return {
        title: fillIn(texts.designTitle, { material: line.materialName }),
        details: [
          ...(shape ? [texts[shapeTexts[shape]]] : []),
          ...cutPartFacts(line, texts, formats),
          ...(line.partFile ? [fillIn(texts.partFile, { fileName: line.partFile.fileName })] : []),
        ],
      };
    }
    case 'laser':
      return {
        title: fillIn(texts.laserTitle, { fileName: line.fileName, material: line.materialName }),
        details: cutPartFacts(line, texts, formats),
      };
  }
}

function cutPartFacts(line: CutPart, texts: OfferTexts, formats: OfferFormats): string[] {
  return [
    fillIn(texts.size, {
      width: formats.millimetres(line.width),
      height: formats.millimetres(line.height),
    }),
    fillIn(texts.thickness, { thickness: formats.millimetres(line.thickness) }),
  ];
}

/**
 * '40 × 40 × 4 mm' and '2 mm dick' are never broken across lines, in our words and in product
 * names alike: a space before a unit or around '×' does not break.
 */
function keepMeasuresTogether(text: string): string {
  return text
    .replace(/ × /g, `${NO_BREAK_SPACE}×${NO_BREAK_SPACE}`)
    .replace(/(\d) (mm|cm|m|kg)\b/g, `$1${NO_BREAK_SPACE}$2`);
}

/** The design's base shape, when its parameters name one the offer has a word for. */
function shapeOf(value: unknown): keyof typeof shapeTexts | undefined {
  return typeof value === 'string' && Object.hasOwn(shapeTexts, value)
    ? (value as keyof typeof shapeTexts)
    : undefined;
}
