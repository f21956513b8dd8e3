import { describe, expect, it } from '@jest/globals';
import { describeLine } from './line-description.js';
import { offerFormats } from './offer-formats.js';
import { offerTexts } from './offer-texts.js';
import {
  laserLine,
  priced,
  productLine,
  sheetLine,
  washerLine,
} from './sample-offers.test-support.js';

const describeIn = (language: 'de' | 'en' | 'pl', line: Parameters<typeof priced>[0]) => {
  const { title, details } = describeLine(
    priced(line, '10.00', 1),
    offerTexts[language],
    offerFormats(language),
  );
  // Measures are joined by no-break spaces; a reader sees spaces.
  const plain = (text: string) => text.replaceAll('\u00a0', ' ');
  return { title: plain(title), details: details.map(plain) };
};

describe('describeLine', () => {
  it('names a sheet by its material, outer size and thickness', () => {
    expect(describeIn('de', sheetLine)).toEqual({
      title: 'Blechzuschnitt Stahl S235',
      details: ['1000 × 500 mm', '2 mm dick'],
    });
  });

  it('names a design’s base shape in the offer’s language', () => {
    expect(describeIn('en', washerLine)).toEqual({
      title: 'Custom sheet part, Edelstahl 1.4301',
      details: ['Washer', '120 × 120 mm', '3 mm thick'],
    });
    expect(describeIn('pl', washerLine).details).toEqual([
      'Podkładka',
      '120 × 120 mm',
      'grubość 3 mm',
    ]);
  });

  it('names a designed part’s DXF file when the order keeps one', () => {
    const withFile = { ...washerLine, partFile: { fileName: 'ring-120.dxf', sizeBytes: 2048 } };
    expect(describeIn('de', withFile).details).toContain('DXF-Datei ring-120.dxf');
  });

  it('leaves out a base shape it has no word for', () => {
    const odd = { ...washerLine, designParameters: { baseShape: 'hexagon' } };
    expect(describeIn('de', odd).details).toEqual(['120 × 120 mm', '3 mm dick']);
  });

  it('names an uploaded part by its file name and material', () => {
    expect(describeIn('de', laserLine)).toEqual({
      title: 'Laserteil montageplatte-mp-240.dxf, Stahl S235',
      details: ['240 × 160 mm', '4 mm dick'],
    });
  });

  it('writes decimal thicknesses with the language’s decimal sign', () => {
    expect(describeIn('de', { ...sheetLine, thickness: 2.5 }).details).toContain('2,5 mm dick');
  });

  it('names a catalogue product by its name and description', () => {
    expect(describeIn('de', productLine)).toEqual({
      title: 'Flachstahl S235JR 40 × 5 mm',
      details: ['Länge 6000 mm, warmgewalzt, blank'],
    });
    const bare = { ...productLine, productDescription: undefined };
    expect(describeIn('de', bare).details).toEqual([]);
  });

  it('keeps a number with its unit and the sides of a size on one line', () => {
    const { title, details } = describeLine(
      priced(productLine, '10.00', 1),
      offerTexts.de,
      offerFormats('de'),
    );
    expect(title).toBe('Flachstahl S235JR 40\u00a0×\u00a05\u00a0mm');
    expect(details).toEqual(['Länge 6000\u00a0mm, warmgewalzt, blank']);
  });
});
