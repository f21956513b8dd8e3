// Manufacturability findings in the words of the quote answers.
import type { ManufacturabilityFinding } from '@shop/contracts';
import { localeFormats } from '@shop/locale-formats';

const german = localeFormats('de');

const mm = (value: number | undefined): string =>
  value === undefined ? '' : `${german.millimetres(value)} mm`;

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
