import { type OfferDocument } from '@shop/contracts';
import { documentFonts } from '../fonts.js';
import { type OfferFormats } from './offer-formats.js';
import { type OfferTexts } from './offer-texts.js';

/** A4 in PDF points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** Where the offer's content goes; the footer sits below `bottom`. */
export const contentArea = {
  left: 50,
  right: A4.width - 40,
  top: 46,
  bottom: A4.height - 62,
} as const;
export const contentWidth = contentArea.right - contentArea.left;

export const colours = {
  text: '#1f2328',
  muted: '#5f6770',
  rule: '#c9cfd6',
  faintRule: '#e4e7eb',
  drawing: '#1f2328',
} as const;

/** Everything the parts of the offer draw with. */
export interface OfferCanvas {
  doc: PDFKit.PDFDocument;
  offer: OfferDocument;
  texts: OfferTexts;
  formats: OfferFormats;
}

export type Weight = keyof typeof documentFonts;

/** How a piece of text is set. */
export interface TextStyle {
  size: number;
  weight?: Weight;
  colour?: string;
  align?: 'left' | 'right' | 'center';
}

/** Sets the document's font, size and colour to `style`. */
export function applyStyle(doc: PDFKit.PDFDocument, style: TextStyle): PDFKit.PDFDocument {
  return doc
    .font(documentFonts[style.weight ?? 'regular'])
    .fontSize(style.size)
    .fillColor(style.colour ?? colours.text);
}

/** The height `text` takes in `style`, wrapped at `width`. */
export function heightOf(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  width: number,
): number {
  return applyStyle(doc, style).heightOfString(text, { width });
}

/**
 * Writes `text` at (x, y) in `style`, wrapped at `width`; answers the height it took. The caller
 * has made room for it: the layout, not the PDF library, decides where pages break.
 */
export function write(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
): number {
  const height = heightOf(doc, text, style, width);
  doc.text(text, x, y, { width, align: style.align ?? 'left' });
  return height;
}

/**
 * Writes `text` on one line at (x, y) in `style`, smaller when it would not fit `width`: an
 * amount or a date is never wrapped into the row below. Answers the height it took.
 */
export function writeLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
): number {
  const natural = applyStyle(doc, style).widthOfString(text);
  const size = natural > width ? (style.size * width) / natural : style.size;
  applyStyle(doc, { ...style, size });
  doc.text(text, x, y, { width, align: style.align ?? 'left', lineBreak: false });
  return doc.currentLineHeight(true);
}

/** A horizontal rule across `from`..`to` at `y`. */
export function rule(
  doc: PDFKit.PDFDocument,
  y: number,
  colour: string = colours.rule,
  from: number = contentArea.left,
  to: number = contentArea.right,
): void {
  doc.save().moveTo(from, y).lineTo(to, y).lineWidth(0.6).strokeColor(colour).stroke().restore();
}
