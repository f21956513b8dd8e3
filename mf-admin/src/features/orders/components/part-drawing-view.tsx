import type { PartDrawing } from '@shop/contracts';

interface PartDrawingViewProps {
  drawing: PartDrawing;
  /** The accessible name ('Zeichnung von Position 2'). */
  label: string;
  className?: string;
}

/**
 * A part's contours scaled into a fixed box, aspect ratio kept. The lines are drawn in the text
 * colour with a constant width however large the part is, so a 3 m sheet and a 20 mm washer
 * look alike and both stay visible in the dark theme.
 */
export function PartDrawingView({
  drawing,
  label,
  className = 'admin:size-16 admin:sm:size-24',
}: PartDrawingViewProps) {
  const [minX, minY, width, height] = drawing.viewBox;
  // A little room around the bounding box, or the outer contour's stroke is cut in half.
  const margin = Math.max(width, height, 1) * 0.04;
  const viewBox = [minX - margin, minY - margin, width + 2 * margin, height + 2 * margin].join(' ');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={viewBox}
      preserveAspectRatio="xMidYMid meet"
      className={`admin:shrink-0 admin:rounded-md admin:border admin:border-border admin:bg-muted/40 admin:p-1.5 admin:text-foreground ${className}`}
    >
      {drawing.paths.map((path, index) => (
        <path
          key={index}
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.25}
          strokeLinecap="round"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}

/** The drawing of a plain rectangular sheet, which the order keeps only as its two sides. */
export function rectangleDrawing(width: number, height: number): PartDrawing {
  return { viewBox: [0, 0, width, height], paths: [`M0 0H${width}V${height}H0Z`] };
}
