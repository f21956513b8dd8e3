// Reading pdftotext's layout of an offer's rows.

/** The text with Intl's no-break and narrow spaces as the plain spaces pdftotext writes. */
export const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A row's cells as pdftotext lays them out: quantity, unit price, total, two spaces apart or more. */
export const rowPattern = (cells: string[]) =>
  new RegExp(cells.map((cell) => plain(cell).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(' {2,}'));
