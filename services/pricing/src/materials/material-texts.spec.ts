import { describe, expect, it } from '@jest/globals';
import { seedMaterials } from '../database/seed-data.js';
import { localizedMaterial } from './material-texts.js';

const steel = {
  id: 2,
  name: 'steel_s235',
  displayName: 'Stahl S235',
  displayNameEn: 'Steel S235',
  displayNamePl: 'Stal S235',
};

describe('material display names', () => {
  it('answer the name in the language, without the stored translations', () => {
    expect(localizedMaterial(steel, 'en')).toEqual({
      id: 2,
      name: 'steel_s235',
      displayName: 'Steel S235',
    });
    expect(localizedMaterial(steel, 'pl').displayName).toBe('Stal S235');
    expect(localizedMaterial(steel, 'de').displayName).toBe('Stahl S235');
  });

  it('fall back to German when a translation is missing', () => {
    const copper = { id: 9, name: 'copper', displayName: 'Kupfer', displayNamePl: '' };
    expect(localizedMaterial(copper, 'en').displayName).toBe('Kupfer');
    expect(localizedMaterial(copper, 'pl').displayName).toBe('Kupfer');
  });

  it('seed each material with its German, English and Polish name', () => {
    expect(
      seedMaterials.map(({ displayName, displayNameEn, displayNamePl }) => [
        displayName,
        displayNameEn,
        displayNamePl,
      ]),
    ).toEqual([
      ['Aluminium 5754', 'Aluminium 5754', 'Aluminium 5754'],
      ['Stahl S235', 'Steel S235', 'Stal S235'],
      ['Edelstahl 304', 'Stainless steel 304', 'Stal nierdzewna 304'],
    ]);
  });
});
