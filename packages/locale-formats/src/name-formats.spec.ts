import { describe, expect, it } from '@jest/globals';
import { createNameFormats } from './name-formats.js';

describe('createNameFormats', () => {
  it('names countries and languages in the reader’s language', () => {
    expect(createNameFormats('de').country('DE')).toBe('Deutschland');
    expect(createNameFormats('en').country('DE')).toBe('Germany');
    expect(createNameFormats('pl').country('DE')).toBe('Niemcy');
    expect(createNameFormats('de').languageName('pl')).toBe('Polnisch');
  });

  it('joins alternatives with the language’s “or”', () => {
    expect(createNameFormats('de').either(['bezahlt', 'versandt', 'storniert'])).toBe(
      'bezahlt, versandt oder storniert',
    );
    expect(createNameFormats('en').either(['paid', 'shipped'])).toBe('paid or shipped');
  });
});
