import { ManufacturabilityFindingList, useLocaleFormats } from '@shop/ui';
import type { ManufacturabilityFinding } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';
import type { ReadPart } from '../hooks/use-dxf-file';
import { PartPreview } from './part-preview';

/** The part as read: its drawing, its size, cut length, pierces and net area, and the findings. */
export function PartSummary({
  part,
  manufacturability = [],
}: {
  part: ReadPart;
  /** The quote's manufacturability findings for the chosen material and thickness. */
  manufacturability?: readonly ManufacturabilityFinding[];
}) {
  const { t } = useCalculatorTranslation();
  const { t: tCommon } = useTranslation('common');
  const formats = useLocaleFormats();
  return (
    <section className="calc:space-y-4 calc:rounded-xl calc:border calc:border-border calc:bg-card calc:p-5 calc:shadow-sm">
      <h2 className="calc:text-lg calc:font-semibold">
        {t('laser.previewTitle')}: {part.file.name}
      </h2>
      <PartPreview
        fileName={part.file.name}
        metrics={part.metrics}
        preview={part.preview}
        contours={part.contours}
        findings={manufacturability}
      />
      <dl className="calc:grid calc:grid-cols-2 calc:gap-3 calc:text-sm calc:sm:grid-cols-4">
        <Metric
          label={t('laser.metrics.size')}
          value={t('laser.metrics.sizeValue', {
            width: formats.millimetres(part.metrics.boundingBox.widthMm),
            height: formats.millimetres(part.metrics.boundingBox.heightMm),
          })}
        />
        <Metric
          label={t('laser.metrics.cutLength')}
          value={t('laser.metrics.cutLengthValue', {
            value: formats.length(part.metrics.cutLengthMm / 1000),
          })}
        />
        <Metric label={t('laser.metrics.pierces')} value={String(part.metrics.pierceCount)} />
        {part.metrics.netAreaMm2 !== null && (
          <Metric
            label={t('laser.metrics.netArea')}
            value={t('laser.metrics.netAreaValue', {
              value: formats.area(part.metrics.netAreaMm2 / 1_000_000),
            })}
          />
        )}
      </dl>
      {manufacturability.length > 0 && (
        <div data-testid="laser-manufacturability">
          <h3 className="calc:text-sm calc:font-semibold">{tCommon('manufacturability.title')}</h3>
          <ManufacturabilityFindingList
            findings={manufacturability}
            className="calc:mt-2 calc:list-disc calc:space-y-1 calc:pl-5 calc:text-sm"
          />
        </div>
      )}
      {part.findings.length > 0 && (
        <div>
          <h3 className="calc:text-sm calc:font-semibold">{t('laser.findingsTitle')}</h3>
          <ul className="calc:mt-2 calc:list-disc calc:space-y-1 calc:pl-5 calc:text-sm calc:text-muted-foreground">
            {part.findings.map((finding) => (
              <li key={finding.code}>
                {t(`laser.findings.${finding.code}`, { defaultValue: finding.message })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="calc:text-muted-foreground">{label}</dt>
      <dd className="calc:font-semibold calc:tabular-nums">{value}</dd>
    </div>
  );
}
