import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures/test';

// DXF files written by real CAD programs (packages/part-geometry/test-corpus/cad/make.sh), quoted
// as a new customer would: upload, see the part, its metrics and hints, pick a material, see a price.
const cadFile = (name: string) =>
  fileURLToPath(new URL(`../../packages/part-geometry/test-corpus/cad/${name}`, import.meta.url));

const expected = JSON.parse(readFileSync(cadFile('expected.json'), 'utf8')) as Record<
  string,
  {
    cutLengthMm: number;
    pierceCount: number;
    boundingBox: { widthMm: number; heightMm: number };
  }
>;

// As the page formats them (locale-formats of @shop/ui): sizes to 0.1 mm, lengths in metres.
const millimetres = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
const metres = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

const files = [
  {
    name: 'openscad-plate.dxf',
    program: 'OpenSCAD',
    hints: ['Die Zeichnung nennt keine Einheit'],
  },
  {
    name: 'inkscape-plate-r14.dxf',
    program: 'Inkscape (R14, splines)',
    hints: [
      'Splines wurden in feine Linienzüge umgerechnet',
      'Linien ohne Länge wurden übergangen',
    ],
  },
  {
    name: 'pstoedit-plate-r12.dxf',
    program: 'pstoedit (R12 polylines, text)',
    hints: ['Texte in der Zeichnung werden nicht geschnitten'],
  },
  {
    name: 'inkscape-open-r14.dxf',
    program: 'Inkscape (outline left open)',
    hints: ['Mindestens eine Kontur ist nicht geschlossen'],
  },
];

test.describe('laser calculator with DXF files from CAD programs', () => {
  for (const file of files) {
    test(`${file.program}: ${file.name} is drawn, measured, explained and priced`, async ({
      page,
    }) => {
      const want = expected[file.name]!;
      await page.goto('/laserschnitt-rechner');
      await page.locator('input[type="file"]').setInputFiles(cadFile(`files/${file.name}`));

      const { widthMm, heightMm } = want.boundingBox;
      const size = `${millimetres.format(widthMm)} × ${millimetres.format(heightMm)} mm`;
      const preview = page.getByRole('img', { name: `Vorschau von ${file.name}, ${size}` });
      await expect(preview).toBeVisible();
      await expect(preview.locator('path').first()).toBeVisible();

      const metric = (label: string) =>
        page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
      await expect(metric('Einstiche')).toHaveText(String(want.pierceCount));
      await expect(metric('Schnittlänge')).toHaveText(
        `${metres.format(want.cutLengthMm / 1000)} m`,
      );

      const hints = page
        .getByRole('heading', { name: 'Hinweise zur Zeichnung' })
        .locator('xpath=following-sibling::ul[1]');
      for (const hint of file.hints) await expect(hints).toContainText(hint);

      await page.getByLabel('Material', { exact: true }).selectOption({ label: 'Stahl S235' });
      await page.getByLabel('Dicke (mm)').selectOption('3');
      const total = page
        .getByRole('rowheader', { name: 'Gesamtpreis', exact: true })
        .locator('xpath=following-sibling::td[1]');
      await expect(total).toContainText('€');
    });
  }
});
