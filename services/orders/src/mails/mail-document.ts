/** A section of an e-mail: an optional heading and its lines of plain text. */
export interface MailSection {
  heading?: string;
  lines: string[];
}

/** An e-mail's body as data: greeting and intro, a table of lines, sections, closing. */
export interface MailDocument {
  paragraphs: string[];
  table?: { header: string[]; rows: string[][]; totals: Array<[string, string]> };
  sections: MailSection[];
  closing: string;
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The plain-text body. */
export function renderText(document: MailDocument): string {
  const parts: string[] = [...document.paragraphs];
  if (document.table) {
    const { header, rows, totals } = document.table;
    parts.push(
      [
        header.join(' | '),
        ...rows.map((row) => row.join(' | ')),
        '',
        ...totals.map(([label, value]) => `${label}: ${value}`),
      ].join('\n'),
    );
  }
  for (const section of document.sections) {
    parts.push([...(section.heading ? [`${section.heading}`] : []), ...section.lines].join('\n'));
  }
  parts.push(document.closing);
  return `${parts.join('\n\n')}\n`;
}

/** A simple HTML body: every text of the document escaped, so no value can add markup. */
export function renderHtml(document: MailDocument): string {
  const text = (value: string) => escapeHtml(value).replaceAll('\n', '<br>');
  const body: string[] = document.paragraphs.map((paragraph) => `<p>${text(paragraph)}</p>`);
  if (document.table) {
    const { header, rows, totals } = document.table;
    const cell = (tag: 'td' | 'th', value: string, index: number) =>
      `<${tag} style="padding:4px 8px;text-align:${index === 0 ? 'left' : 'right'}">${text(value)}</${tag}>`;
    body.push(
      '<table style="border-collapse:collapse">',
      `<tr>${header.map((value, index) => cell('th', value, index)).join('')}</tr>`,
      ...rows.map(
        (row) => `<tr>${row.map((value, index) => cell('td', value, index)).join('')}</tr>`,
      ),
      ...totals.map(
        ([label, value]) =>
          `<tr><td colspan="${header.length - 1}" style="padding:4px 8px;text-align:right">${text(label)}</td><td style="padding:4px 8px;text-align:right">${text(value)}</td></tr>`,
      ),
      '</table>',
    );
  }
  for (const section of document.sections) {
    if (section.heading) body.push(`<h3>${text(section.heading)}</h3>`);
    body.push(`<p>${section.lines.map(text).join('<br>')}</p>`);
  }
  body.push(`<p>${text(document.closing)}</p>`);
  return `<!DOCTYPE html><html><body style="font-family:sans-serif">${body.join('')}</body></html>`;
}
