import { useTranslation } from 'react-i18next';
import type { ManufacturabilityFinding } from '@shop/contracts';
import { useLocaleFormats } from '../i18n/locale-formats.js';

/**
 * A part's manufacturability findings as a list in the page's language: what each is ("Loch zu
 * klein") and, when the check measured it, the figures ("Ø 2 mm, mindestens 4,5 mm"). Findings of
 * the same code and figures are shown once with a count, so a grid of small holes is one line.
 */
export function ManufacturabilityFindingList({
  findings,
  className,
}: {
  findings: readonly ManufacturabilityFinding[];
  className?: string;
}) {
  const { t } = useTranslation('common');
  const formats = useLocaleFormats();
  const grouped = new Map<string, { finding: ManufacturabilityFinding; count: number }>();
  for (const finding of findings) {
    const key = `${finding.code}|${finding.measuredMm ?? ''}|${finding.requiredMm ?? ''}`;
    const seen = grouped.get(key);
    if (seen) seen.count += 1;
    else grouped.set(key, { finding, count: 1 });
  }
  return (
    <ul className={className ?? 'list-disc space-y-1 pl-5 text-sm'}>
      {[...grouped.entries()].map(([key, { finding, count }]) => {
        const title = t(`manufacturability.codes.${finding.code}.title`);
        const detail =
          finding.measuredMm !== undefined && finding.requiredMm !== undefined
            ? t(`manufacturability.codes.${finding.code}.detail`, {
                measured: formats.millimetres(finding.measuredMm),
                required: formats.millimetres(finding.requiredMm),
              })
            : undefined;
        return (
          <li key={key} data-finding={finding.code}>
            <span className="font-medium">{count > 1 ? `${count} × ${title}` : title}</span>
            {detail && <span>: {detail}</span>}
          </li>
        );
      })}
    </ul>
  );
}
