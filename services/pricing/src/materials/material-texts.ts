import { translatedText, type ContentLanguage, type Material } from '@shop/contracts';
import { manufacturingOf } from './material-manufacturing.js';
import type { MaterialEntity } from './material.entity.js';

/**
 * A stored material as the admin reads it: German display name with the stored translations, and
 * its cutting rules.
 */
export function toStoredMaterial(entity: MaterialEntity): Material {
  const material: Material = {
    id: entity.id,
    name: entity.name,
    displayName: entity.displayName,
    manufacturing: manufacturingOf(entity),
  };
  if (entity.displayNameEn) material.displayNameEn = entity.displayNameEn;
  if (entity.displayNamePl) material.displayNamePl = entity.displayNamePl;
  return material;
}

/** A material as the shop reads it in `language`: the translations themselves left out. */
export function localizedMaterial(stored: Material, language: ContentLanguage): Material {
  const { displayNameEn, displayNamePl, ...material } = stored;
  material.displayName = translatedText(
    { de: stored.displayName, en: displayNameEn, pl: displayNamePl },
    language,
  );
  return material;
}
