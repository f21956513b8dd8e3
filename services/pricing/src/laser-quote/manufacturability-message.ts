// The manufacturing rules a part is checked against, per material and thickness.
import type { Material, ManufacturabilityFinding } from '@shop/contracts';
import { defaultManufacturingRules, type ManufacturingRules } from '@shop/part-geometry';

/**
 * The rules of a material in a thickness, for the design quote, the laser quote and the cart's
 * reprice alike: the smallest-hole factor and the largest sheet the operator stored on the
 * material. A material without stored rules (an answer of an older pricing release) falls back to
 * the defaults by its name (stainless steel 1.5, steel and aluminium 1.0, a 3000 x 1500 mm sheet).
 */
export function manufacturingRulesFor(material: Material, thicknessMm: number): ManufacturingRules {
  const stored = material.manufacturing;
  if (!stored) {
    return defaultManufacturingRules(`${material.name} ${material.displayName}`, thicknessMm);
  }
  return {
    thicknessMm,
    minHoleFactor: stored.minHoleFactor,
    maxSheetWidthMm: stored.maxSheetWidthMm,
    maxSheetHeightMm: stored.maxSheetHeightMm,
  };
}

const mm = (value: number | undefined): string =>
  value === undefined ? '' : `${value.toLocaleString('de-DE', { maximumFractionDigits: 2 })} mm`;

/** A finding in plain German, the shop's language, for answers that carry a message. */
export function manufacturabilityMessage(finding: ManufacturabilityFinding): string {
  const measured = mm(finding.measuredMm);
  const required = mm(finding.requiredMm);
  switch (finding.code) {
    case 'hole_too_small':
      return `Loch Ø ${measured} ist kleiner als die Mindestgröße ${required}.`;
    case 'too_close_to_edge':
      return `Loch liegt ${measured} vom Rand entfernt, mindestens ${required} nötig.`;
    case 'web_too_thin':
      return `Steg zwischen zwei Löchern ist ${measured} breit, mindestens ${required} nötig.`;
    case 'part_too_large':
      return `Teil ist ${measured} groß und passt auf keine Tafel (höchstens ${required}).`;
    case 'part_too_small':
      return `Teil ist nur ${measured} breit, mindestens ${required} nötig.`;
    case 'hole_outside_part':
      return 'Bohrung liegt außerhalb des Teils – wird nicht gefertigt und nicht berechnet.';
  }
}
