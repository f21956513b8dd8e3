import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

/** WCAG 2.2 level AA as axe tags its rules: the A and AA criteria of 2.0, 2.1 and 2.2. */
export const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One element that breaks one rule, and where the tour saw it. */
export interface AccessibilityViolation {
  rule: string;
  impact: string;
  /** axe's selector for the element (a frame's selector first when it sits in one). */
  target: string;
  /** What is wrong with this element, in axe's words (a contrast names both colours). */
  finding: string;
  /** The page and the state it was in ('checkout, delivery address ticked'). */
  page: string;
  /** The language, theme and width ('pl, dark, phone'). */
  variant: string;
}

/** Runs axe over the whole page as it is now, against WCAG 2.2 AA. */
export async function checkAccessibility(
  page: Page,
  where: { page: string; variant: string },
): Promise<AccessibilityViolation[]> {
  // Legacy mode runs axe in the page itself instead of gathering frame results in a new blank
  // page each time; the shop's pages have no frames, and a variant runs a dozen checks.
  const results = await new AxeBuilder({ page }).withTags(wcag22aa).setLegacyMode().analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      impact: node.impact ?? violation.impact ?? 'unknown',
      target: node.target.map(String).join(' >>> '),
      finding:
        [...node.any, ...node.all, ...node.none].find((check) => check.message)?.message ??
        violation.help,
      ...where,
    })),
  );
}

/** One entry per element and rule, naming the page and variant, for the test's failure message. */
export function describeViolations(violations: readonly AccessibilityViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.rule} (${violation.impact}) on ${violation.page} [${violation.variant}]: ` +
        `${violation.target}\n    ${violation.finding}`,
    )
    .join('\n');
}
