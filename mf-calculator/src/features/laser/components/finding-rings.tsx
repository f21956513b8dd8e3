import { useTranslation } from 'react-i18next';
import type { ManufacturabilityFinding } from '@shop/contracts';
import { contourPathData, type Contour, type DxfQuoteMetrics } from '@shop/part-geometry';

/** Findings about the part as a whole: its size, marked by a dashed frame round the drawing. */
const WHOLE_PART = new Set<ManufacturabilityFinding['code']>(['part_too_large', 'part_too_small']);

/**
 * The contours with problems, marked over the preview: the contour itself drawn in red when the
 * browser kept the contours, else a red ring round the position the quote gives (in the
 * drawing's mm from its top-left corner, y down, as the preview draws); a dashed red frame round
 * the whole part for its size. Hovering names the problem. `gap` is the ring's room around the
 * contour, in mm.
 */
export function FindingRings({
  findings,
  box,
  contours,
  gap,
}: {
  findings: readonly ManufacturabilityFinding[];
  box: DxfQuoteMetrics['boundingBox'];
  contours?: readonly Contour[];
  gap: number;
}) {
  const { t } = useTranslation('common');
  if (findings.length === 0) return null;
  const { widthMm, heightMm } = box;
  const top = box.minYMm + heightMm;
  return (
    <g data-testid="laser-finding-marks" fill="none" className="calc:stroke-destructive">
      {findings.map((finding, index) => {
        const title = t(`manufacturability.codes.${finding.code}.title`);
        const key = `${finding.code}:${index}`;
        if (WHOLE_PART.has(finding.code)) {
          return (
            <g key={key} data-finding={finding.code}>
              <title>{title}</title>
              <rect
                x={-gap / 2}
                y={-gap / 2}
                width={widthMm + gap}
                height={heightMm + gap}
                strokeWidth={2.5}
                strokeDasharray="6 4"
                vectorEffect="non-scaling-stroke"
              />
            </g>
          );
        }
        const contour =
          finding.element.kind === 'contour' ? contours?.[finding.element.index] : undefined;
        if (contour) {
          return (
            <g key={key} data-finding={finding.code}>
              <title>{title}</title>
              <path
                d={contourPathData(contour, box.minXMm, top)}
                strokeWidth={3}
                vectorEffect="non-scaling-stroke"
              />
            </g>
          );
        }
        // a too small hole's diameter is measured: the ring goes round it
        const radius =
          finding.code === 'hole_too_small' && finding.measuredMm !== undefined
            ? finding.measuredMm / 2
            : 0;
        return (
          <g key={key} data-finding={finding.code}>
            <title>{title}</title>
            <circle
              cx={finding.position.x}
              cy={finding.position.y}
              r={radius + gap}
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          </g>
        );
      })}
    </g>
  );
}
