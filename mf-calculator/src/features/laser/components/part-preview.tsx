import type { ManufacturabilityFinding } from '@shop/contracts';
import type { Contour, DxfPreview, DxfQuoteMetrics } from '@shop/part-geometry';
import { useLocaleFormats } from '@shop/ui';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';
import { FindingRings } from './finding-rings';

interface PartPreviewProps {
  fileName: string;
  metrics: DxfQuoteMetrics;
  preview: DxfPreview;
  /** The part's manufacturability findings: their contours are marked in red. */
  findings?: readonly ManufacturabilityFinding[];
  /** The contours, when the browser kept them: a finding's contour is then drawn in red. */
  contours?: readonly Contour[];
}

const roleClass = {
  outer: 'calc:fill-primary/10 calc:stroke-primary',
  hole: 'calc:fill-background calc:stroke-primary',
  open: 'calc:fill-none calc:stroke-destructive',
} as const;

/**
 * The part as read from the DXF: one path per role (outer contours, holes, open lines), drawn in
 * mm with strokes that keep their width at any size, and the bounding box's two dimensions.
 */
export function PartPreview({
  fileName,
  metrics,
  preview,
  findings = [],
  contours,
}: PartPreviewProps) {
  const { t } = useCalculatorTranslation();
  const formats = useLocaleFormats();
  const { widthMm, heightMm } = metrics.boundingBox;
  const width = formats.millimetres(widthMm);
  const height = formats.millimetres(heightMm);
  // A margin around the part and room below and left for the dimension labels.
  const size = Math.max(widthMm, heightMm, 1);
  const margin = size * 0.04;
  const label = size * 0.09;
  const viewBox = [
    -margin - label,
    -margin,
    widthMm + 2 * margin + label,
    heightMm + 2 * margin + label,
  ];
  const fontSize = size * 0.045;

  return (
    <figure className="calc:m-0">
      <svg
        role="img"
        aria-label={t('laser.previewLabel', { fileName, width, height })}
        viewBox={viewBox.join(' ')}
        preserveAspectRatio="xMidYMid meet"
        className="calc:h-72 calc:w-full calc:rounded-lg calc:border calc:border-border calc:bg-muted/30"
      >
        {preview.paths.map((path, index) => (
          <path
            key={index}
            d={path.d}
            data-role={path.role}
            fillRule="evenodd"
            vectorEffect="non-scaling-stroke"
            strokeWidth={1.5}
            strokeDasharray={path.role === 'open' ? '4 3' : undefined}
            className={roleClass[path.role]}
          />
        ))}
        <FindingRings
          findings={findings}
          box={metrics.boundingBox}
          contours={contours}
          gap={margin / 2}
        />
        <g className="calc:fill-muted-foreground calc:stroke-muted-foreground">
          <line
            x1={0}
            x2={widthMm}
            y1={heightMm + margin + label * 0.35}
            y2={heightMm + margin + label * 0.35}
            vectorEffect="non-scaling-stroke"
          />
          <text
            x={widthMm / 2}
            y={heightMm + margin + label * 0.9}
            fontSize={fontSize}
            textAnchor="middle"
            stroke="none"
          >
            {t('laser.dimension', { value: width })}
          </text>
          <line
            x1={-margin - label * 0.35}
            x2={-margin - label * 0.35}
            y1={0}
            y2={heightMm}
            vectorEffect="non-scaling-stroke"
          />
          <text
            x={-margin - label * 0.55}
            y={heightMm / 2}
            fontSize={fontSize}
            textAnchor="middle"
            stroke="none"
            transform={`rotate(-90 ${-margin - label * 0.55} ${heightMm / 2})`}
          >
            {t('laser.dimension', { value: height })}
          </text>
        </g>
      </svg>
    </figure>
  );
}
