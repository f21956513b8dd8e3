import { useTranslation } from 'react-i18next';
import type { ManufacturabilityFinding } from '@shop/contracts';
import { isBlockingFinding } from '@shop/shop-rules';
import { ApiError } from '../api/api-request.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { ManufacturabilityFindingList } from '../components/manufacturability-findings.js';

/** Why the cart refused a part: warnings to confirm first, or a part that cannot be made. */
export type PartRefusal =
  | { kind: 'confirmation-required'; findings: ManufacturabilityFinding[] }
  | { kind: 'not-manufacturable'; findings: ManufacturabilityFinding[] };

/** The cart's 409 about a part's findings, or undefined for any other failure. */
export function partRefusalOf(error: unknown): PartRefusal | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.body) return undefined;
  const findings = error.body.findings ?? [];
  if (error.body.code === 'confirmation_required') {
    return { kind: 'confirmation-required', findings };
  }
  if (error.body.code === 'part_not_manufacturable') {
    return { kind: 'not-manufacturable', findings };
  }
  return undefined;
}

/** The codes to send as `confirmedFindings` once the customer accepted these warnings. */
export function confirmedCodesOf(
  findings: readonly ManufacturabilityFinding[],
): Array<ManufacturabilityFinding['code']> {
  return [...new Set(findings.map((finding) => finding.code))];
}

/** The titles of a part's findings in the page's language, for a one-line message. */
export function useFindingTitles(): (findings: readonly ManufacturabilityFinding[]) => string {
  const { t } = useTranslation('common');
  return (findings) =>
    [
      ...new Set(findings.map((finding) => t(`manufacturability.codes.${finding.code}.title`))),
    ].join(', ');
}

/**
 * Why a part cannot go into the cart ("Dieses Teil kann so nicht gefertigt werden. Bitte ändern
 * Sie es: Teil zu groß"), or undefined when none of its findings is blocking.
 */
export function useBlockedReason(): (
  findings: readonly ManufacturabilityFinding[],
) => string | undefined {
  const { t } = useTranslation('common');
  const findingTitles = useFindingTitles();
  return (findings) => {
    const blocking = findings.filter((finding) => isBlockingFinding(finding.code));
    return blocking.length > 0
      ? `${t('manufacturability.blocked')} ${findingTitles(blocking)}`
      : undefined;
  };
}

/**
 * Asks the customer to confirm a part's manufacturing warnings before it goes into the cart
 * ("Ich habe die Hinweise gelesen und möchte das Teil so bestellen"); closed while `findings` is
 * undefined.
 */
export function PartFindingsDialog({
  findings,
  pending,
  onConfirm,
  onCancel,
}: {
  findings: readonly ManufacturabilityFinding[] | undefined;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      open={findings !== undefined}
      tone="default"
      title={t('manufacturability.title')}
      description={t('manufacturability.warningsIntro')}
      confirmLabel={t('manufacturability.confirm')}
      cancelLabel={t('manufacturability.cancel')}
      pendingLabel={t('manufacturability.adding')}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <ManufacturabilityFindingList findings={findings ?? []} />
    </ConfirmDialog>
  );
}
