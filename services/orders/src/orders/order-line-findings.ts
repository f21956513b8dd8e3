import type { ManufacturabilityFinding, OrderLine } from '@shop/contracts';

/**
 * A frozen line as the order keeps it: the line itself, and the warnings confirmed for its part
 * in a column of their own (kept once, not inside the line as well).
 */
export function splitFindings(line: OrderLine): {
  line: OrderLine;
  findings: ManufacturabilityFinding[];
} {
  if (line.kind !== 'design' && line.kind !== 'laser') return { line, findings: [] };
  const { findings = [], ...rest } = line;
  return { line: rest, findings };
}

/** The line as an order detail shows it, with its part's confirmed warnings when it has any. */
export function joinFindings(
  line: OrderLine,
  findings: readonly ManufacturabilityFinding[] | null | undefined,
): OrderLine {
  if ((line.kind !== 'design' && line.kind !== 'laser') || !findings || findings.length === 0) {
    return line;
  }
  return { ...line, findings: [...findings] };
}
