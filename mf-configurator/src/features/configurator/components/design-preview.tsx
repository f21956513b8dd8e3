import { memo, useMemo } from 'react';
import {
  designMeasures,
  designShapes,
  designViewBox,
  type DesignParameters,
} from '@shop/part-geometry';
import { PartOutline, partPaths } from '@shop/ui';
import type { ManufacturabilityFinding } from '@shop/contracts';
import { useConfiguratorTranslation } from '../i18n/configurator-translations';
import { FindingMarks } from './finding-marks';

/** Margin around the part, and the extra room the dimension lines need. */
const PREVIEW_MARGIN = 30;
const DIMENSIONS_MARGIN = 50;

interface DesignPreviewProps {
  design: DesignParameters;
  zoom: number;
  showDimensions: boolean;
  /** Manufacturability findings: their elements are marked in red. */
  findings?: readonly ManufacturabilityFinding[];
}

/**
 * The part as SVG. Holes and cutouts are joined into the outline's path, so a 20 x 20 grid is one
 * element, not 400: typing a dimension stays within one frame.
 */
export const DesignPreview = memo(function DesignPreview({
  design,
  zoom,
  showDimensions,
  findings = [],
}: DesignPreviewProps) {
  const { t } = useConfiguratorTranslation();
  const { partPath, linePath } = useMemo(() => partPaths(designShapes(design)), [design]);
  const measures = useMemo(() => designMeasures(design), [design]);
  const box = useMemo(
    () => designViewBox(design, PREVIEW_MARGIN + (showDimensions ? DIMENSIONS_MARGIN : 0)),
    [design, showDimensions],
  );
  const textSize = Math.max(box.width, box.height) / 32;

  return (
    // A zoomed or tall part scrolls inside this box; it takes the keyboard focus, so the arrow
    // keys scroll it for a visitor without a mouse.
    <div
      role="region"
      aria-label={t('preview.scrollArea')}
      tabIndex={0}
      className="conf:max-h-[34rem] conf:overflow-auto conf:rounded-md conf:border conf:border-border conf:bg-muted/40 conf:focus-visible:outline-2 conf:focus-visible:outline-offset-2 conf:focus-visible:outline-ring"
    >
      <svg
        role="img"
        aria-label={t('preview.label', { width: measures.widthMm, height: measures.heightMm })}
        data-testid="design-preview"
        viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
        style={{ width: `${zoom}%`, display: 'block', margin: '0 auto' }}
        className="conf:h-auto conf:text-primary"
      >
        <PartOutline partPath={partPath} linePath={linePath} />
        <FindingMarks design={design} findings={findings} gap={textSize / 3} />
        {showDimensions && (
          <Dimensions
            width={measures.widthMm}
            height={measures.heightMm}
            textSize={textSize}
            label={(value) => t('preview.dimensionValue', { value })}
          />
        )}
      </svg>
    </div>
  );
});

interface DimensionsProps {
  width: number;
  height: number;
  textSize: number;
  label: (value: number) => string;
}

/** A width line above the part and a height line left of it, with their values in mm. */
function Dimensions({ width, height, textSize, label }: DimensionsProps) {
  const offset = DIMENSIONS_MARGIN / 2;
  const tick = textSize / 2;
  return (
    <g
      data-testid="design-dimensions"
      className="conf:text-muted-foreground"
      stroke="currentColor"
      strokeWidth={1}
      vectorEffect="non-scaling-stroke"
      fill="currentColor"
    >
      <path
        d={`M0 ${-offset - tick}V${-offset + tick}M0 ${-offset}H${width}M${width} ${-offset - tick}V${-offset + tick}`}
        vectorEffect="non-scaling-stroke"
      />
      <text x={width / 2} y={-offset - tick} fontSize={textSize} textAnchor="middle" stroke="none">
        {label(width)}
      </text>
      <path
        d={`M${-offset - tick} 0H${-offset + tick}M${-offset} 0V${height}M${-offset - tick} ${height}H${-offset + tick}`}
        vectorEffect="non-scaling-stroke"
      />
      <text
        x={-offset - tick}
        y={height / 2}
        fontSize={textSize}
        textAnchor="middle"
        stroke="none"
        transform={`rotate(-90 ${-offset - tick} ${height / 2})`}
      >
        {label(height)}
      </text>
    </g>
  );
}
