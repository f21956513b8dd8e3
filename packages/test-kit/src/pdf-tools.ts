import { execFileSync } from 'node:child_process';

// Poppler's command-line tools (Debian's poppler-utils, which .ci/run installs) read the PDFs
// tests receive, as a customer's PDF reader would: text, fonts and page size come from the file,
// not from the library that wrote it.

/** Runs a poppler tool on the PDF given on its standard input ('-'). */
function poppler(tool: string, args: string[], pdf: Buffer): string {
  try {
    return execFileSync(tool, args, { input: pdf, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(`${tool} is missing: apt-get install -y poppler-utils`, { cause: error });
  }
}

/**
 * The text of every page (`pdftotext -layout`, so a row's cells stay on one line), with
 * no-break and narrow spaces as plain spaces.
 */
export function pdfPages(pdf: Buffer): string[] {
  return poppler('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], pdf)
    .replace(/[\u00a0\u202f]/g, ' ')
    .split('\f')
    .slice(0, -1);
}

/** `pdfinfo`'s fields: 'Pages' → '3', 'Page size' → '595.28 x 841.89 pts (A4)', ... */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const lines = poppler('pdfinfo', ['-'], pdf).split('\n');
  return Object.fromEntries(
    lines
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
}

/** `pdffonts`' rows: each font's name and whether it is embedded and subset. */
export function pdfFonts(pdf: Buffer): Array<{ name: string; embedded: boolean; subset: boolean }> {
  const rows = poppler('pdffonts', ['-'], pdf).split('\n').slice(2).filter(Boolean);
  return rows.map((row) => {
    const columns = row.trim().split(/\s+/);
    const [embedded, subset] = columns.slice(-5, -3);
    return { name: columns[0]!, embedded: embedded === 'yes', subset: subset === 'yes' };
  });
}

/** A word on a page as `pdftotext -bbox` finds it, in PDF points from the page's top-left. */
export interface PdfWord {
  /** 1, 2, ... */
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word of every page with where it stands, to check a layout: what overlaps what. */
export function pdfWords(pdf: Buffer): PdfWord[] {
  const html = poppler('pdftotext', ['-bbox', '-enc', 'UTF-8', '-', '-'], pdf);
  return html
    .split('<page ')
    .slice(1)
    .flatMap((page, index) =>
      [
        ...page.matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
        ),
      ].map(([, xMin, yMin, xMax, yMax, text]) => ({
        page: index + 1,
        text: unescapeXml(text!),
        xMin: Number(xMin),
        yMin: Number(yMin),
        xMax: Number(xMax),
        yMax: Number(yMax),
      })),
    );
}

const xmlEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_entity, name: string) => xmlEntities[name]!);
}
