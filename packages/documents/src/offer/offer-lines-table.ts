import { type OrderLine, type PartDrawing } from '@shop/contracts';
import { describeLine } from './line-description.js';
import { drawingOf, drawPart } from './part-drawing.js';
import {
  colours,
  contentArea,
  heightOf,
  type OfferCanvas,
  rule,
  type TextStyle,
  write,
  writeLine,
} from './offer-page.js';

const headStyle: TextStyle = { size: 7.5, weight: 'bold', colour: colours.muted };
const titleStyle: TextStyle = { size: 8.5, weight: 'bold' };
const detailStyle: TextStyle = { size: 8, colour: colours.muted };
const cellStyle: TextStyle = { size: 8.5, align: 'right' };
const totalStyle: TextStyle = { size: 8.5, weight: 'bold', align: 'right' };

const GAP = 8;
const ROW_PADDING = 7;
const DRAWING = { width: 66, height: 46 } as const;
/** Room above a row's first line for the table head on a new page. */
const HEAD_HEIGHT = 20;

/** The columns, left to right; the description takes what the others leave. */
const columns = (() => {
  const position = { x: contentArea.left, width: 24 };
  const drawing = { x: position.x + position.width + GAP, width: DRAWING.width };
  const total = { x: contentArea.right - 78, width: 78 };
  const unitPrice = { x: total.x - GAP - 66, width: 66 };
  const quantity = { x: unitPrice.x - GAP - 44, width: 44 };
  const descriptionX = drawing.x + drawing.width + GAP;
  const description = { x: descriptionX, width: quantity.x - GAP - descriptionX };
  return { position, drawing, description, quantity, unitPrice, total };
})();

/** One line as laid out: its texts, its drawing and the height of its row. */
interface LaidOutRow {
  line: OrderLine;
  title: string;
  details: string;
  drawing: PartDrawing | undefined;
  height: number;
}

/**
 * The offer's lines as a table: position, drawing, description, quantity, unit price and total.
 * A row is never split: one that does not fit moves whole to a new page, which repeats the
 * table's head. Starts at `top`; answers where the page continues below the table.
 */
export function drawLinesTable(canvas: OfferCanvas, top: number): number {
  const { doc } = canvas;
  let y = drawTableHead(canvas, top);
  for (const line of canvas.offer.lines) {
    const row = layOutRow(canvas, line);
    if (y + row.height > contentArea.bottom) {
      doc.addPage();
      y = drawTableHead(canvas, contentArea.top);
    }
    drawRow(canvas, row, y);
    y += row.height;
    rule(doc, y, colours.faintRule);
  }
  return y;
}

function drawTableHead({ doc, texts }: OfferCanvas, top: number): number {
  const cells: Array<[string, { x: number; width: number }, TextStyle]> = [
    [texts.position, columns.position, headStyle],
    [texts.description, columns.description, headStyle],
    [texts.quantity, columns.quantity, { ...headStyle, align: 'right' }],
    [texts.unitPrice, columns.unitPrice, { ...headStyle, align: 'right' }],
    [texts.lineTotal, columns.total, { ...headStyle, align: 'right' }],
  ];
  for (const [text, column, style] of cells) {
    writeLine(doc, text, column.x, top, column.width, style);
  }
  const bottom = top + HEAD_HEIGHT - 6;
  rule(doc, bottom);
  return bottom;
}

function layOutRow({ doc, texts, formats }: OfferCanvas, line: OrderLine): LaidOutRow {
  const { title, details } = describeLine(line, texts, formats);
  const detailText = details.join(' · ');
  const width = columns.description.width;
  const textHeight =
    heightOf(doc, title, titleStyle, width) +
    (detailText ? 2 + heightOf(doc, detailText, detailStyle, width) : 0);
  const drawing = drawingOf(line);
  return {
    line,
    title,
    details: detailText,
    drawing,
    height: Math.max(textHeight, drawing ? DRAWING.height : 0) + 2 * ROW_PADDING,
  };
}

function drawRow({ doc, formats }: OfferCanvas, row: LaidOutRow, top: number): void {
  const { line } = row;
  const y = top + ROW_PADDING;
  const position = String(line.position);
  writeLine(doc, position, columns.position.x, y, columns.position.width, { size: 8.5 });
  if (row.drawing) drawPart(doc, row.drawing, { ...columns.drawing, y, height: DRAWING.height });
  const { x, width } = columns.description;
  const titleHeight = write(doc, row.title, x, y, width, titleStyle);
  if (row.details) write(doc, row.details, x, y + titleHeight + 2, width, detailStyle);
  const numbers: Array<[string, { x: number; width: number }, TextStyle]> = [
    [formats.count(line.quantity), columns.quantity, cellStyle],
    [formats.money(line.unitPrice), columns.unitPrice, cellStyle],
    [formats.money(line.lineTotal), columns.total, totalStyle],
  ];
  for (const [text, column, style] of numbers) {
    writeLine(doc, text, column.x, y, column.width, style);
  }
}
