import type { AddCartLine, ManufacturabilityFinding } from '@shop/contracts';
import type { StoredLine } from '../carts/stored-line.js';

/**
 * A part's findings as a line keeps them: none at all when the part is fine, and the mark that it
 * cannot be made when one of them is blocking.
 */
export function partFindings(findings: readonly ManufacturabilityFinding[]): {
  findings?: ManufacturabilityFinding[];
  notManufacturable?: true;
} {
  if (findings.length === 0) return {};
  return findings.some((finding) => finding.blocking)
    ? { findings: [...findings], notManufacturable: true }
    : { findings: [...findings] };
}

/** Whether a new part may go into the cart, judged by its findings. */
export type PartAdmission =
  | { outcome: 'admitted' }
  /** A blocking finding: the laser cannot make the part, so it never goes into the cart. */
  | { outcome: 'not-manufacturable'; findings: ManufacturabilityFinding[] }
  /** Warnings the customer has not confirmed (all of them are answered, confirmed or not). */
  | { outcome: 'confirmation-required'; findings: ManufacturabilityFinding[] };

/**
 * A part with a blocking finding is refused; a part with warnings is admitted only when the add
 * request lists every warning's code as confirmed. Lines without parts (sheets, products) and
 * parts without findings always pass.
 */
export function admitPart(priced: StoredLine, request: AddCartLine): PartAdmission {
  if (priced.kind !== 'design' && priced.kind !== 'laser') return { outcome: 'admitted' };
  const findings = priced.findings ?? [];
  const blocking = findings.filter((finding) => finding.blocking);
  if (blocking.length > 0) return { outcome: 'not-manufacturable', findings: blocking };
  const confirmed =
    request.kind === 'design' || request.kind === 'laser' ? (request.confirmedFindings ?? []) : [];
  const unconfirmed = findings.some((finding) => !confirmed.includes(finding.code));
  return unconfirmed ? { outcome: 'confirmation-required', findings } : { outcome: 'admitted' };
}
