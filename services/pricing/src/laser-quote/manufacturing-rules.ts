// The manufacturing rules a part is checked against, per material and thickness.
import type { Material, ManufacturabilityFinding } from '@shop/contracts';
import { defaultManufacturingRules, type ManufacturingRules } from '@shop/part-geometry';

/**
 * The rules of a material in a thickness: the smallest-hole factor by the material's name
 * (stainless steel 1.5, steel and aluminium 1.0) and the standard 3000 x 1500 mm sheet.
 */
export function manufacturingRulesFor(material: Material, thicknessMm: number): ManufacturingRules {
  return defaultManufacturingRules(`${material.name} ${material.displayName}`, thicknessMm);
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
